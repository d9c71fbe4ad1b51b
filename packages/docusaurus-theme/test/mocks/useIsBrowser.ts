/** Docusaurus's useIsBrowser, as it is once a page has hydrated; tests that need the hydrating render mock it. */
export default function useIsBrowser(): boolean {
  return true;
}
