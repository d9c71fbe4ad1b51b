import {Fragment, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

/** Fills `{name}` placeholders as Docusaurus does; the English default stands in for every locale. */
function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

export function translate({message}: {id?: string; message: string; description?: string}, values?: Values): string {
  return interpolate(message, values).join('');
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  values?: Values;
  children: string;
}): ReactNode {
  return interpolate(children, values).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move.
    <Fragment key={index}>{part}</Fragment>
  ));
}
