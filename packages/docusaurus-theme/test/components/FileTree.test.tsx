import {fireEvent, render, screen} from '@testing-library/react';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import {describe, expect, it} from 'vitest';
import {FileTree} from '../../src/components';

/** The tree as MDX gives it for:
 * - docs/
 *   - **intro.md** the first page
 *   - guides/
 *     - install.md
 * - docusaurus.config.ts
 * - static/
 */
function tree() {
  return (
    <FileTree>
      {'\n'}
      <MDXUl>
        <MDXLi>
          {'docs/'}
          <MDXUl>
            <MDXLi>
              <strong>intro.md</strong>
              {' the first page'}
            </MDXLi>
            <MDXLi>
              {'guides/'}
              <MDXUl>
                <MDXLi>install.md</MDXLi>
              </MDXUl>
            </MDXLi>
          </MDXUl>
        </MDXLi>
        <MDXLi>docusaurus.config.ts</MDXLi>
        <MDXLi>static/</MDXLi>
      </MDXUl>
    </FileTree>
  );
}

const item = (name: string) => screen.getByRole('treeitem', {name: new RegExp(`^${name.replace('.', '\\.')}`)});

describe('FileTree', () => {
  it('is announced as a tree of items with levels, positions and open folders', () => {
    render(tree());
    expect(screen.getByRole('tree')).toHaveAccessibleName('File tree');
    const docs = item('docs/');
    expect(docs).toHaveAttribute('aria-level', '1');
    expect(docs).toHaveAttribute('aria-expanded', 'true');
    expect(docs).toHaveAttribute('aria-setsize', '3');
    expect(item('install.md')).toHaveAttribute('aria-level', '3');
    expect(item('docusaurus.config.ts')).not.toHaveAttribute('aria-expanded');
    // A name ending in "/" is a folder even when it is empty.
    expect(item('static/')).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the bold entry and keeps the text after a name as its comment', () => {
    render(tree());
    const intro = item('intro.md');
    expect(intro).toHaveAttribute('aria-current', 'true');
    expect(intro).toHaveAccessibleName('intro.md the first page');
  });

  it('has one tab stop and moves with the arrow keys, Home and End', () => {
    render(tree());
    const items = screen.getAllByRole('treeitem');
    expect(items.filter((element) => element.tabIndex === 0)).toEqual([item('docs/')]);
    item('docs/').focus();
    fireEvent.keyDown(item('docs/'), {key: 'ArrowDown'});
    expect(item('intro.md')).toHaveFocus();
    expect(item('intro.md').tabIndex).toBe(0);
    fireEvent.keyDown(item('intro.md'), {key: 'End'});
    expect(item('static/')).toHaveFocus();
    fireEvent.keyDown(item('static/'), {key: 'Home'});
    expect(item('docs/')).toHaveFocus();
  });

  it('closes and opens a folder with the arrow keys, Enter and a click, skipping hidden items', () => {
    render(tree());
    const guides = item('guides/');
    guides.focus();
    fireEvent.keyDown(guides, {key: 'ArrowLeft'});
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(guides, {key: 'ArrowDown'});
    expect(item('docusaurus.config.ts')).toHaveFocus();
    fireEvent.keyDown(item('docusaurus.config.ts'), {key: 'ArrowUp'});
    expect(guides).toHaveFocus();
    fireEvent.keyDown(guides, {key: 'ArrowRight'});
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(guides, {key: 'ArrowRight'});
    expect(item('install.md')).toHaveFocus();
    fireEvent.keyDown(item('install.md'), {key: 'ArrowLeft'});
    expect(guides).toHaveFocus();
    fireEvent.keyDown(guides, {key: 'Enter'});
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
  });

  it('refuses content that is not one bulleted list, naming the fix', () => {
    expect(() => render(<FileTree>{'- src/'}</FileTree>)).toThrow(
      '<FileTree>: children must be one Markdown bulleted list',
    );
    expect(() =>
      render(
        <FileTree>
          <MDXUl>
            <MDXLi>
              <em />
            </MDXLi>
          </MDXUl>
        </FileTree>,
      ),
    ).toThrow('<FileTree>: the list, item 1 has no name');
  });
});
