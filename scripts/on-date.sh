#!/usr/bin/env bash
# Runs a command with every process's clock moved to the given moment (libfaketime, Debian's `faketime`), by the same
# offset for all of them: node, the embedded PostgreSQL and Chromium agree on the date. The demo's dates follow today,
# so this is how a test that holds only on some days is found before CI meets that day:
#   scripts/on-date.sh '2027-01-01 09:00' npm test
# File times stay the kernel's (real) clock.
set -euo pipefail
if [[ $# -lt 2 ]]; then
  echo "usage: $0 'YYYY-MM-DD HH:MM' command [args...]" >&2
  exit 2
fi
library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
if [[ -z "$library" ]]; then
  echo "libfaketime is missing: apt-get install faketime" >&2
  exit 2
fi
target=$(date -d "$1" +%s)
shift
export FAKETIME="+$((target - $(date +%s)))" LD_PRELOAD="$library"
exec "$@"
