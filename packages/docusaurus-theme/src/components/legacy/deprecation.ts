/** Where the upgrade guide lists every 0.x name with its 1.0 replacement. */
export const UPGRADE_GUIDE_URL = 'https://hoverkraft-tech.github.io/docusaurus-theme/docs/migration#upgrading-from-0x';

const noted = new Set<string>();

/**
 * Tells a developer, once per component name and page load, that a 0.x name is deprecated and
 * what replaces it. Production builds say nothing: the page works, and its visitors cannot act
 * on the note.
 */
export function noteDeprecated(name: string, replacement: string): void {
  if (process.env.NODE_ENV === 'production' || noted.has(name)) {
    return;
  }
  noted.add(name);
  console.warn(
    `[@hoverkraft/docusaurus-theme] <${name}> is the 0.x name of ${replacement}, kept so that 0.x sites build unchanged. Use ${replacement} instead: ${UPGRADE_GUIDE_URL}`,
  );
}
