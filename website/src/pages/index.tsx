import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Button, FeatureGrid, Hero, ProjectCard} from '@hoverkraft/docusaurus-theme/components';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {FEATURES} from '../components/homeFeatures';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <main>
        <Hero
          eyebrow="Docusaurus 3 · React 18 and 19"
          title="Documentation that looks like"
          highlight="Hoverkraft"
          description="One line in docusaurus.config.ts gives your docs the Hoverkraft brand: design tokens for light and dark mode, a branded navbar and footer, and landing-page components, all accessible and fast."
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
              Install in one line
            </h2>
            <p className={styles.lead}>
              Keep <code>preset-classic</code> and add the theme. Everything else in your config keeps working.
            </p>
            <pre className={styles.install}>
              <code>npm install @hoverkraft/docusaurus-theme</code>
            </pre>
            <pre className={styles.install}>
              <code>{"themes: ['@hoverkraft/docusaurus-theme'],"}</code>
            </pre>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="features-heading">
          <div className={styles.container}>
            <h2 id="features-heading" className={styles.sectionTitle}>
              What you get
            </h2>
            <FeatureGrid features={FEATURES} />
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
              <Button to="/blog/introducing-hoverkraft-theme" variant="secondary">
                Read the announcement
              </Button>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
