import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { cloneDemo } from './harness.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';

/** Two real server processes on one database, as two instances behind a load balancer would run. */

type Instance = { base: string; child: ChildProcess; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startInstance(env: Record<string, string>, timeoutMs = 60_000): Promise<Instance> {
  // freePort() closes the port before the child binds it, so another process (another test file's PostgreSQL) can take
  // it in between; only that race is retried, on a new port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startInstanceOnce(env, timeoutMs);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startInstanceOnce(env: Record<string, string>, timeoutMs: number): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', WEB_DIST_DIR: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      // An instance that ends on its own fails its test somewhere else (a refused fetch); its own words say why.
      if (code !== 0 && code !== null) console.error(`instance on port ${port} exited with ${code}:\n${stderr}`);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < timeoutMs / 100; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${stderr}`);
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (ready?.ok) return { base, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance never became ready: ${stderr}`);
}

const login = (base: string, email: string, password = DEMO_PASSWORD) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

let a: Instance;
let b: Instance;
let databaseUrl: string;
let smtp: SMTPServer;
const mails: string[] = [];
let dataDir: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, cb) => {
      stream.resume();
      stream.on('end', () => {
        mails.push(session.envelope.rcptTo[0]!.address);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const clone = await cloneDemo();
  databaseUrl = clone.url;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-instances-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    FILES_DIR: clone.filesDir,
    LOGIN_RATE_LIMIT_MAX: '4',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  };
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
}, 150_000);

afterAll(async () => {
  for (const instance of [a, b]) if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('share sessions: a login on one is valid on the other', async () => {
    const res = await login(a.base, 'hr@acme.test');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${b.base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe('hr@acme.test');
  });

  it('share the login limit: attempts on both count together', async () => {
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await login(instance.base, 'manager@acme.test', 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login(b.base, 'manager@acme.test')).status).toBe(429);
  });

  it('run each job once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (let n = 0; n < 20; n++)
        await client.query(`SELECT graphile_worker.add_job('send-email', $1::json)`, [
          JSON.stringify({ to: `person${n}@acme.test`, subject: 'Hello', text: 'Once' }),
        ]);
    } finally {
      await client.end();
    }
    await expect.poll(() => mails.length, { timeout: 20_000, interval: 200 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new Set(mails).size).toBe(20);
    expect(mails).toHaveLength(20);
  });

  it('stops cleanly on SIGTERM while the other keeps serving', async () => {
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect((await fetch(`${b.base}/api/health/ready`)).status).toBe(200);
  });
});

describe('the embedded PostgreSQL of npm start', () => {
  it('starts cleanly on the same data folder after the server was killed with -9', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-kill9-'));
    const env = { DATABASE_URL: '', DATA_DIR: dir };
    try {
      const first = await startInstance(env, 90_000);
      first.child.kill('SIGKILL');
      await first.exited;
      // Its PostgreSQL lives on, orphaned, holding the folder; the next start must stop it and take over.
      const second = await startInstance(env, 90_000);
      expect((await fetch(`${second.base}/api/health/ready`)).status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      const pidFile = path.join(dir, 'pg', 'postmaster.pid');
      expect(fs.existsSync(pidFile), 'the cluster was stopped with the server').toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 200_000);
});

describe('the embedded PostgreSQL dying under npm start', () => {
  it('is started again by the server, which then answers as before', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-pgdies-'));
    try {
      const server = await startInstance({ DATABASE_URL: '', DATA_DIR: dir }, 90_000);
      const pidFile = path.join(dir, 'pg', 'postmaster.pid');
      const pidNow = () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : null);
      const firstPid = pidNow()!;
      process.kill(firstPid, 'SIGKILL');
      // Nobody restarts the server: its watchdog starts a new cluster on the same folder and port.
      await expect
        .poll(
          () => {
            const pid = pidNow();
            return pid !== null && pid !== firstPid;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      await expect.poll(async () => (await fetch(`${server.base}/api/health/ready`)).status, { timeout: 60_000, interval: 250 }).toBe(200);
      expect((await login(server.base, 'nobody@acme.test', 'wrong-password')).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(pidFile), 'the restarted cluster was stopped with the server').toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 200_000);
});

describe('an external PostgreSQL restarted under a running server', () => {
  it('fails the requests made while it is down with 503, then serves the next ones', async () => {
    // A PostgreSQL of the test's own, reached through DATABASE_URL like any external server, so it can be restarted
    // without disturbing the other test files that share the suite's server.
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-extpg-'));
    const port = await freePort();
    let external = await startEmbeddedPostgres(pgDir, { port });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-extpg-data-'));
    let server: Instance | null = null;
    try {
      await ensureDatabase(external.url('postgres'), 'signoff');
      server = await startInstance({ DATABASE_URL: external.url('signoff'), DATA_DIR: dataDir }, 90_000);
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);

      await external.stop();
      const down = await fetch(`${server.base}/api/health/ready`);
      expect(down.status).toBe(503);
      const refused = await login(server.base, 'nobody@acme.test', 'wrong-password');
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { code: string }).code).toBe('DATABASE_UNAVAILABLE');

      external = await startEmbeddedPostgres(pgDir, { port });
      await expect.poll(async () => (await fetch(`${server!.base}/api/health/ready`)).status, { timeout: 30_000, interval: 250 }).toBe(200);
      expect((await login(server.base, 'nobody@acme.test', 'wrong-password')).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await external.stop();
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});
