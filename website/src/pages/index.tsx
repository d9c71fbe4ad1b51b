import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Button, FeatureGrid, Hero, ProjectCard} from '@hoverkraft/docusaurus-theme/components';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {ReactNode} from 'react';
import {NPM_PACKAGE_NAME} from '../../siteConstants';
import {FEATURES} from '../components/homeFeatures';
import StockComparison from '../components/StockComparison';
import styles from './index.module.css';

/** The install command of each package manager, one tab each (the docs' tabs share the choice). */
const PACKAGE_MANAGERS = [
  {value: 'npm', label: 'npm', command: 'npm install'},
  {value: 'yarn', label: 'Yarn', command: 'yarn add'},
  {value: 'pnpm', label: 'pnpm', command: 'pnpm add'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <main>
        <Hero
          eyebrow="Docusaurus 3 · React 18 and 19"
          title="Documentation that looks like"
          highlight="Hoverkraft"
          description="One line in docusaurus.config.ts gives your docs the Hoverkraft brand in light and dark mode, with search, social cards and pages for assistants built in, and components for your landing pages: accessible, and fast on a phone."
          tone="dark"
          actions={
            <>
              <Button to="/docs/getting-started" size="lg">
                Get started
              </Button>
              <Button to="/docs/components/hero" variant="outline" size="lg">
                Browse components
              </Button>
            </>
          }
        />

        <section className={styles.section} aria-labelledby="install-heading">
          <div className={styles.container}>
            <h2 id="install-heading" className={styles.sectionTitle}>
              Install, then add one line
            </h2>
            <p className={styles.lead}>
              Keep <code>preset-classic</code> and add the theme. Everything else in your config keeps working.
            </p>
            <div className={styles.install}>
              <Tabs groupId="package-manager">
                {PACKAGE_MANAGERS.map(({value, label, command}) => (
                  <TabItem key={value} value={value} label={label}>
                    <CodeBlock language="bash">{`${command} ${NPM_PACKAGE_NAME}`}</CodeBlock>
                  </TabItem>
                ))}
              </Tabs>
              <CodeBlock language="ts" title="docusaurus.config.ts">
                {`themes: ['${NPM_PACKAGE_NAME}'],`}
              </CodeBlock>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="compare-heading">
          <div className={styles.container}>
            <h2 id="compare-heading" className={styles.sectionTitle}>
              Stock Docusaurus, then with the theme
            </h2>
            <p className={styles.lead}>
              The Installation page of these docs, built twice from the same Markdown: with the classic preset alone,
              then with the theme added. Switch the colour mode in the navbar to compare the other mode.
            </p>
            <StockComparison />
            <ul className={styles.differences}>
              <li>The Hoverkraft mark, brand colours and an offline search box in the navbar</li>
              <li>A Copy page menu that hands the page to an assistant as Markdown</li>
              <li>Links underlined in the text, tables aligned left, with a scroll cue on a phone</li>
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="features-heading">
          <div className={styles.container}>
            <h2 id="features-heading" className={styles.sectionTitle}>
              What you get
            </h2>
            {/* Columns of at least 20rem: three on a desktop, two on a tablet, one on a phone; six cards fill each. */}
            <FeatureGrid features={FEATURES} minColumnWidth="20rem" />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="components-heading">
          <div className={styles.container}>
            <h2 id="components-heading" className={styles.sectionTitle}>
              Components for your landing pages
            </h2>
            <div className={styles.cards}>
              <ProjectCard
                title="Hero"
                to="/docs/components/hero"
                meta="Landing pages"
                description="The opening section: eyebrow, title with highlighted brand text, description, actions and an optional image, in a light or dark tone."
                tags={['layout', 'headline']}
              />
              <ProjectCard
                title="FeatureGrid"
                to="/docs/components/feature-grid"
                meta="Landing pages"
                description="A responsive grid of features with icon, title and description that wraps at the column width you choose."
                tags={['grid', 'responsive']}
                accent="secondary"
              />
              <ProjectCard
                title="ProjectCard"
                to="/docs/components/project-card"
                meta="Showcases"
                description="Present a project with a linked title, meta line, description, tags and actions."
                tags={['card', 'links']}
              />
              <ProjectCard
                title="Button"
                to="/docs/components/buttons"
                meta="Calls to action"
                description="Primary, secondary and outline buttons in three sizes, for routes of your site or external links."
                tags={['actions']}
                accent="secondary"
              />
            </div>
            <div className={styles.more}>
              <Button to="/docs/examples" variant="outline">
                See complete examples
              </Button>
              <Button to="/showcase" variant="outline">
                Sites built with it
              </Button>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
