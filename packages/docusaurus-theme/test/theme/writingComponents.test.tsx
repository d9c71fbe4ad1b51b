import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {WRITING_COMPONENTS} from '../../src/client/mdx/writingComponents';

describe('the writing components of the MDX scope', () => {
  it('are the six a doc or post may use without an import', () => {
    expect(Object.keys(WRITING_COMPONENTS).sort()).toEqual([
      'Badge',
      'CardGrid',
      'FileTree',
      'LinkCard',
      'PackageManagerTabs',
      'Steps',
    ]);
  });

  it('load their component and render it with the props MDX passes', async () => {
    const {Badge, LinkCard} = WRITING_COMPONENTS;
    render(
      <>
        <Badge type="tip">New</Badge>
        <LinkCard title="Installation" to="/docs/installation" />
      </>,
    );
    expect(await screen.findByText('New')).toHaveAttribute('data-hk-badge', 'tip');
    expect(await screen.findByRole('link', {name: 'Installation'})).toBeInTheDocument();
  });
});
