/** Docusaurus's generated route table; tests that need routes mock this module with their own. */
const routes: unknown[] = [];
export default routes;
