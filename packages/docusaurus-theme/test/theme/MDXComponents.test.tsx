import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {THEME_NAME} from '../../src/shared/contract';
import MDXImg from '../../src/theme/MDXComponents/Img';
import MDXLi from '../../src/theme/MDXComponents/Li';
import MDXTable from '../../src/theme/MDXComponents/Table';
import {mockSite} from '../mocks/site';

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

describe('@theme/MDXComponents/Img', () => {
  const setZoom = (zoom: boolean) => {
    mockSite.globalData[THEME_NAME] = {zoom};
  };

  it('renders a plain image on the server, as theme-classic does: nothing to focus, nothing to press', () => {
    setZoom(true);
    const html = renderToString(<MDXImg src="/img/chart.png" alt="A chart" />);
    expect(html).toMatch(/^<img decoding="async" loading="lazy" src="\/img\/chart.png" alt="A chart" class="img"\/>$/);
  });

  it('becomes a button that opens the zoom dialog once the page runs', async () => {
    setZoom(true);
    render(<MDXImg src="/img/chart.png" alt="A chart" />);
    expect(await screen.findByRole('button', {name: 'Enlarge image: A chart'})).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it("stays a plain image with the theme's zoom option off", async () => {
    setZoom(false);
    render(<MDXImg src="/img/chart.png" alt="A chart" />);
    // Long enough for the trigger's code to have loaded, had it been asked for.
    await import('../../src/client/zoom/trigger');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('img', {name: 'A chart'})).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
