import {useZoomTrigger} from '@hoverkraft/docusaurus-theme/client';
import {
  MERMAID_SOURCE_CLASS,
  preloadWritingComponents,
  WRITING_COMPONENTS,
} from '@hoverkraft/docusaurus-theme/client/internal';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXTable from '@theme/MDXComponents/Table';
import InitMDXComponents from '@theme-init/MDXComponents';
import {type ComponentProps, type ReactNode, useRef} from 'react';
import styles from './styles.module.css';

preloadWritingComponents();

const InitMermaid = InitMDXComponents.mermaid;

/**
 * A Mermaid diagram, with its source kept beside it: theme-mermaid draws the diagram in the
 * browser, so without this the built page, and the Markdown twin made from it, would hold
 * nothing of it. The copy is hidden (and left out of the search index). Once drawn, the diagram
 * opens enlarged in the zoom dialog, as Markdown images do.
 */
function MDXMermaid(props: ComponentProps<typeof InitMermaid>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useZoomTrigger(ref, 'diagram');
  return (
    <>
      <div ref={ref} className={styles.diagram}>
        <InitMermaid {...props} />
      </div>
      <pre hidden className={MERMAID_SOURCE_CLASS}>
        <code>{props.value}</code>
      </pre>
    </>
  );
}

/**
 * theme-classic's Markdown elements, with list items and tables made accessible, diagrams kept for
 * twins, and images and diagrams that zoom; and the writing components (Steps, FileTree, CardGrid,
 * LinkCard, Badge, PackageManagerTabs), usable in every doc and post without an import, each
 * loaded only by the pages that use it.
 */
const MDXComponents: typeof InitMDXComponents = {
  ...InitMDXComponents,
  img: MDXImg,
  li: MDXLi,
  table: MDXTable,
  mermaid: MDXMermaid,
  ...WRITING_COMPONENTS,
};

export default MDXComponents;
