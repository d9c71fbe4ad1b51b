import {act, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import MDXLi from '../../src/theme/MDXComponents/Li';
import MDXTable from '../../src/theme/MDXComponents/Table';

describe('@theme/MDXComponents/Li', () => {
  it('names a task-list checkbox with the text of its item', () => {
    render(
      <ul className="contains-task-list">
        <MDXLi className="task-list-item">
          <input type="checkbox" disabled /> Docusaurus is on 3.9
        </MDXLi>
      </ul>,
    );
    expect(screen.getByRole('checkbox', {name: 'Docusaurus is on 3.9'})).toBeDisabled();
  });

  it('leaves an ordinary list item as theme-classic renders it', () => {
    render(
      <ul>
        <MDXLi className="plain">An item</MDXLi>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('An item');
    expect(item.querySelector('label')).toBeNull();
  });
});

describe('@theme/MDXComponents/Table', () => {
  const observers: Array<() => void> = [];
  class FakeResizeObserver {
    constructor(private readonly callback: () => void) {
      observers.push(() => this.callback());
    }
    observe() {}
    disconnect() {}
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers.length = 0;
  });

  function renderTable(contentWidth: number, boxWidth: number) {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
    render(
      <MDXTable>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </MDXTable>,
    );
    return screen.getByRole('table');
  }

  it('joins the tab order when it is wider than its box, so the keyboard can scroll it', () => {
    expect(renderTable(900, 390)).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop when it fits', () => {
    expect(renderTable(300, 390)).not.toHaveAttribute('tabindex');
  });

  it('follows a resize that makes it scroll', () => {
    const table = renderTable(300, 390);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    act(() => {
      for (const notify of observers) {
        notify();
      }
    });
    expect(table).toHaveAttribute('tabindex', '0');
  });
});
