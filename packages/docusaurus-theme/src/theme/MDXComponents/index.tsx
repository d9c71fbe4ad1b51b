import {MERMAID_SOURCE_CLASS} from '@hoverkraft/docusaurus-theme/client';
import MDXLi from '@theme/MDXComponents/Li';
import MDXTable from '@theme/MDXComponents/Table';
import InitMDXComponents from '@theme-init/MDXComponents';
import type {ComponentProps, ReactNode} from 'react';

const InitMermaid = InitMDXComponents.mermaid;

/**
 * A Mermaid diagram, with its source kept beside it: theme-mermaid draws the diagram in the
 * browser, so without this the built page, and the Markdown twin made from it, would hold
 * nothing of it. The copy is hidden (and left out of the search index).
 */
function MDXMermaid(props: ComponentProps<typeof InitMermaid>): ReactNode {
  return (
    <>
      <InitMermaid {...props} />
      <pre hidden className={MERMAID_SOURCE_CLASS}>
        <code>{props.value}</code>
      </pre>
    </>
  );
}

/** theme-classic's Markdown elements, with list items and tables made accessible and diagrams kept for twins. */
const MDXComponents: typeof InitMDXComponents = {
  ...InitMDXComponents,
  li: MDXLi,
  table: MDXTable,
  mermaid: MDXMermaid,
};

export default MDXComponents;
