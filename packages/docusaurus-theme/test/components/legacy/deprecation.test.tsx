import {render} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, type MockInstance, vi} from 'vitest';

/** A fresh copy of the components module, as on a new page load: no note given yet. */
async function freshComponents() {
  vi.resetModules();
  return import('../../../src/components');
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  vi.unstubAllEnvs();
});

describe('deprecation notes for the 0.x names', () => {
  it('in development, each 0.x name notes once per page load which 1.0 component replaces it', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const c = await freshComponents();
    const page = (
      <>
        <c.HoverkraftHero
          title={
            <>
              A <c.HoverkraftBrandHighlight>B</c.HoverkraftBrandHighlight>
            </>
          }
          actions={[{label: 'Docs', to: '/docs'}]}
        />
        <c.HoverkraftButton to="/a" label="A" />
        <c.HoverkraftButton to="/b" label="B" />
        <c.HoverkraftFeatureList features={[{title: 'F', description: 'f'}]} />
        <c.HoverkraftProjectCard title="P" description="p" />
        <c.HoverkraftProjectCard title="Q" description="q" />
      </>
    );
    const {rerender} = render(page);
    rerender(page);
    const notes = warn.mock.calls.map(([message]) => String(message));
    expect(notes).toHaveLength(5);
    for (const [name, replacement] of [
      ['HoverkraftHero', 'Hero'],
      ['HoverkraftBrandHighlight', 'the highlight prop of Hero'],
      ['HoverkraftButton', 'Button'],
      ['HoverkraftFeatureList', 'FeatureGrid'],
      ['HoverkraftProjectCard', 'ProjectCard'],
    ]) {
      expect(notes).toContain(
        `[@hoverkraft/docusaurus-theme] <${name}> is the 0.x name of ${replacement}, kept so that 0.x sites build unchanged. Use ${replacement} instead: https://hoverkraft-tech.github.io/docusaurus-theme/docs/migration#upgrading-from-0x`,
      );
    }
  });

  it('the 1.0 components give no note', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const c = await freshComponents();
    render(<c.Hero title="T" highlight="H" actions={[{label: 'Docs', to: '/docs'}]} />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('in production, the 0.x names log nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const c = await freshComponents();
    render(
      <>
        <c.HoverkraftHero title="T" brandedText="B" />
        <c.HoverkraftBrandHighlight>B</c.HoverkraftBrandHighlight>
        <c.HoverkraftButton href="https://example.com" label="A" />
        <c.HoverkraftFeatureList features={[]} />
        <c.HoverkraftProjectCard title="P" description="p" />
      </>,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
