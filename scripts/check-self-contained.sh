#!/usr/bin/env bash
# Checks that the repository stands on its own: no tracked file reads a folder beside the
# repository (a path that climbs out of it to a sibling folder) or names a folder of one machine (a path under a
# home, a workspace or a mount). System locations every Debian machine has (`/usr/bin`,
# `/tmp`, `/var/tmp` as scratch space) are fine. Prints each offending line and exits 1.
# usage: scripts/check-self-contained.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Spelled in pieces so this script does not match itself.
beside='\.\./''shared'
machine='(^|[^A-Za-z0-9_.~-])/(wo''rk|ho''me|ro''ot|mn''t|sr''v|op''t|Use''rs)/'
found=$(git ls-files -z -co --exclude-standard -- ':!Cargo.lock' ':!*.lock' ':!*package-lock.json' |
  xargs -0 grep -nIE "$beside|$machine" -- 2>/dev/null || true)
if [ -n "$found" ]; then
  echo "$found"
  echo "the repository must not read beside itself or name a machine's folders (lines above)" >&2
  exit 1
fi
echo "self-contained: no tracked file reads beside the repository or names a machine's folder"
