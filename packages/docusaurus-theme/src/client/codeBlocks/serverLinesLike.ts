import type {ServerLines} from './serverLines';

/**
 * An element's classes in a set order, as the plain render and the server's may list them, less
 * those of CSS modules (`name_hash`): the plain `<pre>` takes its box from this theme's module,
 * the server's from theme-classic's, with the same rules.
 */
const classesOf = (element: Element) =>
  Array.from(element.classList)
    .filter((name) => !name.includes('_'))
    .sort()
    .join(' ');

/**
 * What a block's `<pre>` shows without its tokens: its classes (its language among them), and
 * each line's classes (its magic comments' and numbering's, from the same Line component on
 * both sides) and text.
 */
function linesShape(pre: Element | null): string {
  return JSON.stringify(
    pre && [
      classesOf(pre),
      Array.from(pre.querySelectorAll('.token-line'), (line) => [line.className, line.textContent]),
    ],
  );
}

/**
 * Finds, for a block rendered plain, the server's `<pre>` in `markup` whose lines are its own, as
 * HTML: the same code, language, line classes and numbering, so the same markup the server wrote
 * for this block; undefined when no block there matches. The markup is parsed once, when the first
 * block looks, however many blocks the component holds. A chunk of its own, loaded only by a
 * writing component that kept the server's markup through hydration.
 */
export function serverLinesIn(markup: string | undefined): ServerLines {
  let blocks: {shape: string; html: string}[] | undefined;
  return (plain) => {
    if (!blocks) {
      const template = document.createElement('template');
      template.innerHTML = markup ?? '';
      blocks = Array.from(template.content.querySelectorAll('pre'), (pre) => ({
        shape: linesShape(pre),
        html: pre.outerHTML,
      }));
    }
    const shape = linesShape(plain.querySelector('pre'));
    return blocks.find((block) => block.shape === shape)?.html;
  };
}
