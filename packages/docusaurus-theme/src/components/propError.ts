/**
 * Misuse of a component is a programming error: it throws during the build's server render,
 * so the build stops with a message that names the component, the prop and the fix.
 */
export function propError(component: string, message: string): Error {
  return new Error(`[@hoverkraft/docusaurus-theme] <${component}>: ${message}`);
}

/** A prop that takes one of a fixed set of values: fail loudly on anything else. */
export function assertOneOf<T extends string | number>(
  component: string,
  prop: string,
  value: T,
  allowed: readonly T[],
): void {
  if (!allowed.includes(value)) {
    throw propError(
      component,
      `${prop} must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}, got ${JSON.stringify(value)}.`,
    );
  }
}

/** `to` is for routes of this site, `href` for other sites: both at once is ambiguous. */
export function assertSingleLink(component: string, to?: string, href?: string): void {
  if (to !== undefined && href !== undefined) {
    throw propError(
      component,
      `pass either "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL), not both. Got to=${JSON.stringify(to)} and href=${JSON.stringify(href)}.`,
    );
  }
}
