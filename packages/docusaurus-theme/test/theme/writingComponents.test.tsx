import {act, render, screen, waitFor} from '@testing-library/react';
import {Component as ReactComponent} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
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

describe('a writing component hydrated before its chunk is in', () => {
  it("keeps the server's markup, lets the page hydrate in one pass, then renders itself", async () => {
    // Not loaded by the tests above: its chunk is not in when the page hydrates.
    const ServerSteps = (await import('../../src/components/Steps')).default;
    // Counts the renders that mount this component, as react-helmet-async counts a <Head>: a
    // hydration React throws away and starts again mounts it twice.
    let mounts = 0;
    class Probe extends ReactComponent {
      constructor(props: object) {
        super(props);
        mounts += 1;
      }
      override render() {
        return <p>Probe</p>;
      }
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <p>Probe</p>
        <ServerSteps>
          <ol>
            <li>Install</li>
          </ol>
        </ServerSteps>
      </>,
    );
    document.body.append(container);
    const serverSteps = container.querySelector('[data-hk-mdx="Steps"]');
    const {Steps} = WRITING_COMPONENTS;
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Probe />
          <Steps>
            <ol>
              <li>Install</li>
            </ol>
          </Steps>
        </>,
      );
    });
    // The chunk in, the component renders in the place of the server's markup, the same markup.
    await waitFor(() => expect(container.querySelector('[data-hk-mdx="Steps"]')).not.toBe(serverSteps));
    expect(container.querySelector('[data-hk-mdx="Steps"]')?.outerHTML).toBe(serverSteps?.outerHTML);
    expect(mounts).toBe(1);
    container.remove();
  });
});
