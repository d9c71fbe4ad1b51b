import MDXLi from '@theme/MDXComponents/Li';
import MDXTable from '@theme/MDXComponents/Table';
import InitMDXComponents from '@theme-init/MDXComponents';

/** theme-classic's Markdown elements, with list items and tables made accessible. */
const MDXComponents: typeof InitMDXComponents = {
  ...InitMDXComponents,
  li: MDXLi,
  table: MDXTable,
};

export default MDXComponents;
