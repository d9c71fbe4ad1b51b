import {isValidElement} from 'react';
import {propError} from './invalidProp';

export {assertOneOf, propError} from './invalidProp';

/** `to` is for routes of this site, `href` for other sites: both at once is ambiguous. */
export function assertSingleLink(component: string, to?: string, href?: string): void {
  if (to !== undefined && href !== undefined) {
    throw propError(
      component,
      `pass either "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL), not both. Got to=${JSON.stringify(to)} and href=${JSON.stringify(href)}.`,
    );
  }
}

/** A value as a message shows it: "a list of 2 items", "an object with keys src, alt", "42". */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) {
    return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'function') {
    return 'a function';
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length > 0 ? `an object with keys ${keys.slice(0, 5).join(', ')}` : 'an empty object';
  }
  return JSON.stringify(value) ?? String(value);
}

/**
 * A prop rendered as content: text, a number, a React element, or a list of those (null,
 * undefined and booleans render nothing). Anything else would reach React as "Objects are not
 * valid as a React child", which names neither the component nor the prop.
 */
export function assertNode(component: string, prop: string, value: unknown, {required = false} = {}): void {
  if (value === undefined || value === null) {
    if (required) {
      throw propError(component, `${prop} is required: give it text or a React element.`);
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      assertNode(component, `${prop}[${index}]`, item);
    });
    return;
  }
  if (['string', 'number', 'boolean'].includes(typeof value) || isValidElement(value)) {
    return;
  }
  throw propError(
    component,
    `${prop} must be text or a React element (or a list of them), got ${describeValue(value)}.`,
  );
}

/** A prop that must be a string, such as a URL or an id. */
export function assertString(component: string, prop: string, value: unknown, {required = false} = {}): void {
  if (value === undefined && !required) {
    return;
  }
  if (typeof value !== 'string') {
    throw propError(component, `${prop} must be a string, got ${describeValue(value)}.`);
  }
}
