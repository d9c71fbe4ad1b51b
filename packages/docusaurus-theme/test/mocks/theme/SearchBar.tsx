/** The search bar of the theme below ours (theme-classic's renders nothing; Algolia's a box). */
export default function SearchBar() {
  return <div data-testid="OriginalSearchBar" />;
}
