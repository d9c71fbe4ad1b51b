import {isValidElement, type ReactNode} from 'react';
import {propError} from '../propError';
import Button, {type ButtonProps, type ButtonSize, type ButtonVariant} from './index';

/**
 * A call to action described as data, for sites that keep their links in a list or in front
 * matter: the link props of a Button, with `label` for its children and `id` also as its React
 * key. Handlers and class names stay on Buttons written as JSX.
 */
export type ButtonAction = {
  /** The visible label. */
  label: ReactNode;
  /** Visual weight. @defaultValue 'primary' in a Hero, 'outline' in a ProjectCard */
  variant?: ButtonVariant;
  /** Padding and font size. @defaultValue 'lg' in a Hero, 'md' in a ProjectCard */
  size?: ButtonSize;
} & Omit<ButtonProps, 'children' | 'variant' | 'size' | 'onClick' | 'type' | 'className'>;

/** Defaults that the container gives its action objects. */
type ActionDefaults = Pick<ButtonProps, 'variant' | 'size'>;

function isActionObject(item: unknown): item is ButtonAction {
  return typeof item === 'object' && item !== null && !Array.isArray(item) && !isValidElement(item);
}

/**
 * `actions` takes React nodes (usually Buttons) or a list of action objects. A list that mixes
 * the two, or objects that are not actions, stop the build with the shape that was expected.
 */
export function renderActions(
  component: string,
  actions: ReactNode | ButtonAction[],
  defaults: ActionDefaults,
): ReactNode {
  if (!Array.isArray(actions) || !actions.some(isActionObject)) {
    return actions as ReactNode;
  }
  return actions.map((action: unknown, index) => {
    if (!isActionObject(action) || !('label' in action)) {
      throw propError(
        component,
        `actions must be React nodes (such as <Button>s) or a list of action objects {label, to | href, variant?, size?, icon?, target?, rel?, ariaLabel?, id?}; item ${index} is ${describe(action)}.`,
      );
    }
    const {label, id, ...rest} = action;
    return (
      // Action lists are static; an author-given id is the better key when there is one.
      <Button key={id ?? index} id={id} {...defaults} {...withoutUndefined(rest)}>
        {label}
      </Button>
    );
  });
}

function describe(value: unknown): string {
  if (isValidElement(value)) {
    return 'a React element mixed with action objects';
  }
  if (typeof value === 'object' && value !== null) {
    return `an object without "label": ${JSON.stringify(value)}`;
  }
  return JSON.stringify(value) ?? String(value);
}

/** `{size: undefined}` must not override a container's default. */
function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
