import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {ReactNode} from 'react';
import {propError} from '../invalidProp';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The group id that keeps every PackageManagerTabs of the site on the reader's choice. */
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

export type PackageManagerTabsProps = {
  /** The package or packages to install, as npm names with an optional version: "react" or ["react@19", "react-dom@19"]. */
  pkg: string | string[];
  /** Install as a development dependency. @defaultValue false */
  dev?: boolean;
  /** The tabs' sync group: every tab set with the same id follows one choice, kept across pages. @defaultValue 'package-manager' */
  groupId?: string;
};

// What npm accepts as a name, with an optional @version or tag: it keeps shell syntax out of the commands.
const PACKAGE_SPEC = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(@[\w.^~<>=*|-]+)?$/i;

/** The install command of each package manager. */
export function installCommands(packages: readonly string[], dev: boolean): Record<PackageManager, string> {
  const names = packages.join(' ');
  return {
    npm: `npm install${dev ? ' --save-dev' : ''} ${names}`,
    yarn: `yarn add${dev ? ' --dev' : ''} ${names}`,
    pnpm: `pnpm add${dev ? ' --save-dev' : ''} ${names}`,
    bun: `bun add${dev ? ' --dev' : ''} ${names}`,
  };
}

/**
 * One install command as npm, yarn, pnpm and bun tabs, each a code block with its copy button.
 * theme-classic's Tabs with a group id: choosing pnpm once shows pnpm in every such tab set, on
 * every page, and on the next visit.
 */
export default function PackageManagerTabs({
  pkg,
  dev = false,
  groupId = PACKAGE_MANAGER_GROUP_ID,
}: PackageManagerTabsProps): ReactNode {
  const packages = typeof pkg === 'string' ? pkg.trim().split(/\s+/) : pkg;
  if (
    !Array.isArray(packages) ||
    packages.length === 0 ||
    packages.some((name) => typeof name !== 'string' || !PACKAGE_SPEC.test(name))
  ) {
    throw propError(
      'PackageManagerTabs',
      `pkg must be an npm package name, with an optional @version, or a list of them, such as "@hoverkraft/docusaurus-theme" or ["react@19", "react-dom@19"]; got ${JSON.stringify(pkg)}.`,
    );
  }
  if (typeof dev !== 'boolean') {
    throw propError('PackageManagerTabs', `dev must be true or false, got ${JSON.stringify(dev)}.`);
  }
  if (typeof groupId !== 'string' || groupId === '') {
    throw propError('PackageManagerTabs', `groupId must be a non-empty string, got ${JSON.stringify(groupId)}.`);
  }
  const commands = installCommands(packages, dev);
  return (
    <div data-hk-mdx="PackageManagerTabs">
      <Tabs groupId={groupId}>
        {PACKAGE_MANAGERS.map((manager) => (
          <TabItem key={manager} value={manager} label={manager}>
            <CodeBlock language="bash">{commands[manager]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
