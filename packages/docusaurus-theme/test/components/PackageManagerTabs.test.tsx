import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {PackageManagerTabsProps} from '../../src/components';
import {PackageManagerTabs} from '../../src/components';

describe('PackageManagerTabs', () => {
  it('shows the install command of npm, yarn, pnpm and bun in one synced tab group', () => {
    const {container} = render(<PackageManagerTabs pkg="@hoverkraft/docusaurus-theme" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(Array.from(container.querySelectorAll('code'), (code) => code.textContent)).toEqual([
      'npm install @hoverkraft/docusaurus-theme',
      'yarn add @hoverkraft/docusaurus-theme',
      'pnpm add @hoverkraft/docusaurus-theme',
      'bun add @hoverkraft/docusaurus-theme',
    ]);
    expect(container.querySelector('[data-group-id]')).toHaveAttribute('data-group-id', 'package-manager');
  });

  it('installs development dependencies, several packages and versions', () => {
    const {container} = render(<PackageManagerTabs pkg={['react@19', 'react-dom@^19.2']} dev groupId="deps" />);
    expect(Array.from(container.querySelectorAll('code'), (code) => code.textContent)).toEqual([
      'npm install --save-dev react@19 react-dom@^19.2',
      'yarn add --dev react@19 react-dom@^19.2',
      'pnpm add --save-dev react@19 react-dom@^19.2',
      'bun add --dev react@19 react-dom@^19.2',
    ]);
    expect(container.querySelector('[data-group-id]')).toHaveAttribute('data-group-id', 'deps');
  });

  it('refuses a package name with shell syntax or none at all, naming the prop', () => {
    expect(() => render(<PackageManagerTabs pkg="react; rm -rf ~" />)).toThrow(
      '<PackageManagerTabs>: pkg must be an npm package name',
    );
    expect(() => render(<PackageManagerTabs pkg={[]} />)).toThrow('<PackageManagerTabs>: pkg must be');
    const props = {pkg: 'react', dev: 'yes'} as unknown as PackageManagerTabsProps;
    expect(() => render(<PackageManagerTabs {...props} />)).toThrow('<PackageManagerTabs>: dev must be true or false');
  });
});
