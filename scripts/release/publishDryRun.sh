#!/usr/bin/env bash
# The release's `npm publish`, as a dry run: packs the built theme into .scratch/package/ and runs
# the publish job's command (.github/workflows/main-ci.yml) on that tarball with --dry-run. In CI
# the test job uploads this very tarball ("package-tarball"), and the publish job publishes it:
# the file npm gets is the one the tests ran against, never a rebuild.
#
# --provenance is kept: npm accepts it in a dry run outside GitHub Actions (it signs nothing then),
# so the flags here are the publish job's, letter for letter.
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=.scratch/package
PUBLISH_FLAGS=(--provenance --access public)

if [ ! -f packages/docusaurus-theme/lib/index.js ]; then
  echo "error: the theme is not built: run npm run build --workspace @hoverkraft/docusaurus-theme first." >&2
  exit 1
fi

# npm passes its settings to scripts as npm_config_* variables (`npm test` runs this): the pack
# and the publish must not inherit the monorepo's workspace settings. The cache and registry stay.
for name in $(compgen -e); do
  case "${name,,}" in
    npm_config_cache | npm_config_registry | npm_config_userconfig) ;;
    npm_config_*) unset "$name" ;;
  esac
done

rm -rf "$OUT"
mkdir -p "$OUT"
tarball=$(cd packages/docusaurus-theme && npm pack --silent --pack-destination "../../$OUT")
echo "Packed $OUT/$tarball ($(wc -c < "$OUT/$tarball") bytes)"

npm publish "$OUT/$tarball" "${PUBLISH_FLAGS[@]}" --dry-run
