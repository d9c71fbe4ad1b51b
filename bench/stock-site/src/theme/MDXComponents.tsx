import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import MDXComponents from '@theme-original/MDXComponents';
import type {ReactNode} from 'react';

type LinkCardProps = {title: string; to?: string; href?: string; description?: ReactNode};

/** A card as a stock site writes one: a link with a heading and a line of text. */
function LinkCard({title, to, href, description}: LinkCardProps): ReactNode {
  return (
    <Link to={to ?? href} className="card padding--md margin-bottom--md">
      <h3>{title}</h3>
      {description ? <p>{description}</p> : null}
    </Link>
  );
}

/**
 * The theme's writing components as a stock site would render the same docs with theme-classic
 * alone: install commands in tabs of code blocks, steps as an ordered list, a file tree as its
 * list, cards as links, badges as text. The benchmark then compares the same pages.
 */
export default {
  ...MDXComponents,
  PackageManagerTabs({
    pkg,
    dev = false,
    groupId = 'package-manager',
  }: {
    pkg: string | string[];
    dev?: boolean;
    groupId?: string;
  }) {
    const names = (Array.isArray(pkg) ? pkg : [pkg]).join(' ');
    const commands = {
      npm: `npm install${dev ? ' --save-dev' : ''} ${names}`,
      yarn: `yarn add${dev ? ' --dev' : ''} ${names}`,
      pnpm: `pnpm add${dev ? ' --save-dev' : ''} ${names}`,
      bun: `bun add${dev ? ' --dev' : ''} ${names}`,
    };
    return (
      <Tabs groupId={groupId}>
        {Object.entries(commands).map(([manager, command]) => (
          <TabItem key={manager} value={manager} label={manager}>
            <CodeBlock language="bash">{command}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    );
  },
  Steps: ({children}: {children: ReactNode}) => <div>{children}</div>,
  FileTree: ({children}: {children: ReactNode}) => <div>{children}</div>,
  CardGrid: ({children, items}: {children?: ReactNode; items?: LinkCardProps[]}) => (
    <div>{items ? items.map((item) => <LinkCard key={item.title} {...item} />) : children}</div>
  ),
  LinkCard,
  Badge: ({children}: {children: ReactNode}) => <span className="badge badge--secondary">{children}</span>,
};
