// The two checks every component makes, apart from the rest of propError.ts: the Logo, in the
// navbar and footer of every page, needs only these, and the module it imports is in the main
// bundle with every export any other component uses.

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
