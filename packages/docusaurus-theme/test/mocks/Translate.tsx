import type {ReactNode} from 'react';

type Message = {id?: string; message: string; description?: string};

/** Docusaurus's translate() with no translations loaded: the default message, values filled in. */
export function translate({message}: Message, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** Docusaurus's <Translate> with no translations loaded: its children, the default message. */
export default function Translate({children}: {id?: string; description?: string; children: ReactNode}): ReactNode {
  return children;
}
