import Link from '@docusaurus/Link';
import {ProjectCard} from '@hoverkraft/docusaurus-theme/components';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {REPOSITORY_URL} from '../../siteConstants';
import styles from './showcase.module.css';

/** A public site built with the theme; only sites whose configuration is public and uses it. */
type ShowcaseSite = {title: string; href: string; meta: string; description: string; tags: string[]};

const SITES: ShowcaseSite[] = [
  {
    title: 'Hoverkraft Docs',
    href: 'https://docs.hoverkraft.cloud/',
    meta: 'docs.hoverkraft.cloud',
    description:
      "The documentation portal of Hoverkraft's open-source projects: its methodology, and a section for each project.",
    tags: ['docs portal', 'projects'],
  },
  {
    title: 'Hoverkraft Theme',
    href: 'https://hoverkraft-tech.github.io/docusaurus-theme/',
    meta: 'hoverkraft-tech.github.io/docusaurus-theme',
    description:
      'This site: the docs and blog of the theme, with live code blocks, the built-in search, social cards and pages for assistants.',
    tags: ['docs', 'blog', 'live code'],
  },
];

export default function Showcase(): ReactNode {
  return (
    <Layout title="Showcase" description="Public sites built with the Hoverkraft Docusaurus theme.">
      <main className={styles.page}>
        <Heading as="h1">Showcase</Heading>
        <p className={styles.lead}>
          Public sites built with the Hoverkraft theme. Each one is a Docusaurus site with its own content and
          navigation, and the same brand.
        </p>
        <section aria-label="Sites" className={styles.cards}>
          {SITES.map((site) => (
            <ProjectCard
              key={site.href}
              title={site.title}
              href={site.href}
              meta={site.meta}
              description={site.description}
              tags={site.tags}
              headingLevel={2}
            />
          ))}
        </section>
        <Heading as="h2" className={styles.add}>
          Add your site
        </Heading>
        <p>
          Built a public site with the theme? Open a pull request on the <Link href={REPOSITORY_URL}>repository</Link>{' '}
          that adds it to <code>website/src/pages/showcase.tsx</code>, with its address and a line about what it
          documents.
        </p>
      </main>
    </Layout>
  );
}
