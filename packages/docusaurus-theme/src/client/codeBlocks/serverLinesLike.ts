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
 * The server's `<pre>` in `markup` whose lines are those of the block rendered plain in
 * `plain`, as HTML: the same code, language, line classes and numbering, so the same markup the
 * server wrote for this block. Undefined when no block there matches. A chunk of its own, loaded
 * only by a writing component that kept the server's markup through hydration.
 */
export function serverLinesLike(plain: Element, markup: string | undefined): string | undefined {
  const template = document.createElement('template');
  template.innerHTML = markup ?? '';
  const shape = linesShape(plain.querySelector('pre'));
  return Array.from(template.content.querySelectorAll('pre')).find((pre) => linesShape(pre) === shape)?.outerHTML;
}
