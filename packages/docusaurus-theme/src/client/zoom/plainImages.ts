/**
 * The Markdown images that stay plain images by default: status badges, pictures in a line of
 * text, and anything drawn too small to be worth enlarging. A `data-zoom="true"` around one
 * brings zoom back (trigger.ts). Part of the trigger's chunk, never of the page's bundle.
 */

/**
 * An image drawn less than this many CSS pixels wide or tall stays as it is: a badge is about
 * 20 px tall, an icon 16 to 48 px. website/docs/zoom.md states it.
 */
export const ZOOM_MIN_RENDERED_PX = 64;

const BADGE_PATH = /badge/i;

/**
 * Hosts of status badges, each with what a badge's path holds on a host that serves other images
 * too (none: every image of the host is a badge). A host also covers its subdomains.
 */
const BADGE_HOSTS: [host: string, path?: RegExp][] = [
  ['shields.io'],
  ['badgen.net'],
  ['badge.fury.io'],
  ['badgesize.io'],
  ['forthebadge.com'],
  ['github.com', BADGE_PATH],
  ['gitlab.com', BADGE_PATH],
  ['codecov.io', BADGE_PATH],
  ['coveralls.io', BADGE_PATH],
  ['circleci.com', /badge|\.svg$/i],
  ['travis-ci.com', /\.svg$/i],
  ['travis-ci.org', /\.svg$/i],
  ['appveyor.com', /badge|status/i],
  ['dev.azure.com', /badge|build\/status/i],
  ['sonarcloud.io', BADGE_PATH],
  ['snyk.io', BADGE_PATH],
  ['codacy.com', BADGE_PATH],
  ['codeclimate.com', BADGE_PATH],
  ['readthedocs.org', BADGE_PATH],
  ['netlify.com', BADGE_PATH],
  ['bestpractices.dev', BADGE_PATH],
  ['coreinfrastructure.org', BADGE_PATH],
  ['securityscorecards.dev', BADGE_PATH],
];

/** Whether an image's address is a status badge of a common badge or CI host. */
export function isBadgeUrl(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    return false;
  }
  const {hostname, pathname} = url;
  return BADGE_HOSTS.some(
    ([host, path]) => (hostname === host || hostname.endsWith(`.${host}`)) && (!path || path.test(pathname)),
  );
}

const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline');

/** The block an element's line is part of: its nearest ancestor that is not laid out inline. */
function lineBlock(node: Node): Element | null {
  let parent = node.parentElement;
  while (parent && !isBlock(parent)) {
    parent = parent.parentElement;
  }
  return parent;
}

/**
 * Whether the image sits in a line of text: words share its block, outside any block nested in
 * it (a caption below a figure's image is not its line). Images alone or side by side are not.
 */
export function inLineOfText(image: Element): boolean {
  const block = lineBlock(image);
  if (!block) {
    return false;
  }
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (/\S/.test(text.nodeValue ?? '') && lineBlock(text) === block) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the image is drawn smaller than ZOOM_MIN_RENDERED_PX in either direction. One not
 * laid out (in a closed `<details>`, say) is judged by its own size; one whose size is not known
 * yet (not loaded) is not small: the trigger asks again once it has loaded.
 */
export function drawnSmall(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  const [width, height] = box.width || box.height ? [box.width, box.height] : [image.naturalWidth, image.naturalHeight];
  return (width > 0 || height > 0) && Math.min(width, height) < ZOOM_MIN_RENDERED_PX;
}
