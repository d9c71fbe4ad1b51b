/** Docusaurus's generated chunk names by route; tests that need them mock this module with their own. */
const routesChunkNames: Record<string, unknown> = {};
export default routesChunkNames;
