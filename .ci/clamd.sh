#!/usr/bin/env bash
# Starts a private clamd for the tests: Debian's clamav-daemon binary, fully offline (no freshclam, no official
# databases), with a database folder that holds only our own signature for the EICAR test file.
#
#   bash .ci/clamd.sh          start it unless a clamd already answers PING on CLAMD_HOST:CLAMD_PORT (idempotent)
#   bash .ci/clamd.sh stop     stop the clamd this script started (by its pid file only)
#   bash .ci/clamd.sh status   exit 0 when a clamd answers PING
#
# Environment (all optional):
#   CLAMD_HOST (127.0.0.1), CLAMD_PORT (3310)   where it listens on TCP; the tests read the same variables
#   CLAMD_SOCKET ($SIGNOFF_CLAMD_DIR/clamd.sock) where it also listens on a unix socket
#   SIGNOFF_CLAMD_DIR (/tmp/signoff-clamd)       config, database, pid file, log, temporary files
#   CLAMD_BIN (clamd on PATH, else /usr/sbin/clamd), CLAMD_START_TIMEOUT (60 seconds)
#
# The script never installs anything: on a fresh machine run `apt-get install -y clamav-daemon` first (.ci/run does).
set -euo pipefail

DIR="${SIGNOFF_CLAMD_DIR:-/tmp/signoff-clamd}"
HOST="${CLAMD_HOST:-127.0.0.1}"
PORT="${CLAMD_PORT:-3310}"
SOCKET="${CLAMD_SOCKET:-$DIR/clamd.sock}"
TIMEOUT="${CLAMD_START_TIMEOUT:-60}"
PIDFILE="$DIR/clamd.pid"
LOG="$DIR/clamd.log"
CONF="$DIR/clamd.conf"

say() { printf 'clamd.sh: %s\n' "$*"; }
die() { printf 'clamd.sh: %s\n' "$*" >&2; exit 1; }

# True when a clamd answers zPING with PONG on HOST:PORT within 3 seconds (bash's /dev/tcp, no extra tools).
ping_tcp() {
  timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1" && printf "zPING\0" >&3 && IFS= read -r -d "" -u 3 reply && [ "$reply" = PONG ]' \
    "$HOST" "$PORT" 2>/dev/null
}

# True when something accepts connections on HOST:PORT (whatever it is).
port_open() {
  timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$HOST" "$PORT" 2>/dev/null
}

# The pid of the clamd this script started, when it still runs.
our_pid() {
  [ -s "$PIDFILE" ] || return 1
  local pid
  pid="$(tr -dc '0-9' <"$PIDFILE")"
  alive_clamd "$pid" || return 1
  echo "$pid"
}

# True when pid is a running clamd (not a zombie waiting for a parent that never reaps it).
alive_clamd() {
  [ -n "$1" ] && [ -r "/proc/$1/comm" ] && [ "$(cat "/proc/$1/comm" 2>/dev/null)" = clamd ] &&
    [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]
}

wait_for_pong() {
  local deadline=$((SECONDS + TIMEOUT))
  while [ "$SECONDS" -lt "$deadline" ]; do
    ping_tcp && return 0
    sleep 0.5
  done
  return 1
}

where() {
  say "clamd answers on tcp://$HOST:$PORT${1:+ and unix socket $1}"
  say "tests and server: CLAMD_HOST=$HOST CLAMD_PORT=$PORT${1:+ (or CLAMD_SOCKET=$1)}"
}

case "${1:-start}" in
  status)
    if ping_tcp; then where; exit 0; fi
    say "no clamd answers on tcp://$HOST:$PORT"; exit 1
    ;;
  stop)
    if pid="$(our_pid)"; then
      kill "$pid"
      for _ in $(seq 1 50); do alive_clamd "$pid" || break; sleep 0.2; done
      alive_clamd "$pid" && die "clamd (pid $pid) did not stop"
      rm -f "$PIDFILE"
      say "stopped clamd (pid $pid)"
    else
      say "no clamd started by this script is running"
    fi
    exit 0
    ;;
  start) ;;
  *) die "usage: $0 [start|stop|status]" ;;
esac

if ping_tcp; then
  say "a clamd already answers PING on tcp://$HOST:$PORT; nothing to do"
  pid="$(our_pid || true)"
  where "$([ -n "$pid" ] && [ -S "$SOCKET" ] && echo "$SOCKET")"
  exit 0
fi

if port_open && ! our_pid >/dev/null; then
  die "something that is not clamd (it does not answer PING) listens on $HOST:$PORT; free the port or set CLAMD_PORT"
fi

CLAMD_BIN="${CLAMD_BIN:-$(command -v clamd || true)}"
CLAMD_BIN="${CLAMD_BIN:-/usr/sbin/clamd}"
[ -x "$CLAMD_BIN" ] || die "clamd is not installed (looked for ${CLAMD_BIN}). Install Debian's clamav-daemon: apt-get install -y clamav-daemon"

# One of ours may still be loading (another run of this script): give it the chance to answer, else replace it.
if pid="$(our_pid)"; then
  say "clamd (pid $pid) from an earlier run is not answering yet; waiting up to ${TIMEOUT}s"
  if wait_for_pong; then where "$SOCKET"; exit 0; fi
  say "it never answered; stopping it"
  kill "$pid" 2>/dev/null || true
  sleep 1
  kill -9 "$pid" 2>/dev/null || true
fi

mkdir -p "$DIR/db" "$DIR/tmp"
rm -f "$PIDFILE"
# Only our signature: other databases in the folder would make clamd slow to start and need updates.
find "$DIR/db" -maxdepth 1 -type f -delete

# An extended (.ndb) body signature: any file type (0), any offset (*), the EICAR test string as hex. Written as hex
# so that this script itself does not contain the test string and is not flagged by scanners.
{
  printf 'Signoff.Test.EICAR:0:*:'
  printf '%s' '58354f2150254041505b345c505a58353428505e2937434329377d24'
  printf '%s' '45494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a'
  printf '\n'
} >"$DIR/db/signoff-eicar.ndb"

cat >"$CONF" <<EOF
# Written by .ci/clamd.sh; rewritten on every start.
DatabaseDirectory $DIR/db
TemporaryDirectory $DIR/tmp
PidFile $PIDFILE
LogFile $LOG
LogTime yes
LogFileMaxSize 0
Foreground no
TCPSocket $PORT
TCPAddr $HOST
LocalSocket $SOCKET
LocalSocketMode 660
FixStaleSocket yes
# Above the app's 20 MB upload maximum (MAX_UPLOAD_BYTES), so every accepted upload is scanned whole.
StreamMaxLength 64M
MaxFileSize 64M
MaxScanSize 256M
MaxThreads 4
ReadTimeout 30
CommandReadTimeout 10
SelfCheck 0
ConcurrentDatabaseReload no
Bytecode no
EOF
# No User directive: clamd runs as whoever starts it (root on CI is fine; so is an ordinary user).

say "starting $CLAMD_BIN ($("$CLAMD_BIN" --version 2>/dev/null || echo 'version unknown')) with $CONF"
: >"$LOG"
if ! "$CLAMD_BIN" --config-file="$CONF"; then
  tail -n 30 "$LOG" >&2 || true
  die "clamd failed to start; see $LOG"
fi

if ! wait_for_pong; then
  grep -E 'ERROR|Cannot|Can.t' "$LOG" >&2 || tail -n 30 "$LOG" >&2 || true
  # Do not leave a half-working daemon behind (clamd keeps running when, say, only its TCP bind failed).
  if pid="$(our_pid)"; then kill "$pid" 2>/dev/null || true; rm -f "$PIDFILE"; say "stopped the clamd (pid $pid) that did not answer"; fi
  die "clamd did not answer PING on tcp://$HOST:$PORT within ${TIMEOUT}s; see $LOG"
fi
say "clamd started (pid $(our_pid || echo '?')), database: $DIR/db/signoff-eicar.ndb only, log: $LOG"
where "$SOCKET"
