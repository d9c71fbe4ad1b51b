import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Steps} from '../../src/components';

describe('Steps', () => {
  it('keeps the Markdown ordered list as the procedure, one item per step', () => {
    render(
      <Steps>
        {'\n'}
        <ol>
          <li>Install the theme.</li>
          <li>Add it to the config.</li>
        </ol>
        {'\n'}
      </Steps>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Install the theme.',
      'Add it to the config.',
    ]);
    expect(list.parentElement?.className).toContain('steps');
  });

  it('refuses content that is not one ordered list, naming the fix', () => {
    expect(() =>
      render(
        <Steps>
          <ul>
            <li>Not numbered</li>
          </ul>
        </Steps>,
      ),
    ).toThrow('<Steps>: children must be one Markdown ordered list');
    expect(() => render(<Steps>{'1. Install'}</Steps>)).toThrow('<Steps>: children must be one Markdown ordered list');
  });
});
