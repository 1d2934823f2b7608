import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { configFromEnv, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { MalwareScanner } from '../src/integrations/malwareScan.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startSandbox, type RunningSandbox } from '@signoff/provider-sandbox/sandbox';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in and returns the session cookie header to pass on later calls. */
  login: (email: string) => Promise<string>;
  sql: <T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** The first row of a query that must return one. */
  one: <T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T>;
  /** Sessions for several accounts at once, in the order asked. */
  loginAll: (emails: string[]) => Promise<string[]>;
  /** The payroll-provider sandbox the app talks to, when asked for (`withSandbox`). */
  sandbox: RunningSandbox | null;
  close: () => Promise<void>;
};

/** A fresh copy of the seeded demo database (its URL) and of the files its seed stored. */
export async function cloneDemo(): Promise<{ url: string; filesDir: string }> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templateDb').replace(/_template$/, '')}_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-files-'));
  fs.cpSync(inject('seedFilesDir'), filesDir, { recursive: true });
  return { url: url.toString(), filesDir };
}

/** A fresh copy of the seeded demo database and an app built on it, for one test file. */
export async function createTestApp(
  options: { config?: Partial<Config>; scanner?: MalwareScanner | null; withSandbox?: boolean; runJobs?: boolean } = {},
): Promise<TestApp> {
  const { url, filesDir } = await cloneDemo();
  const database = openDatabase(url);
  // The sandbox keeps its state in the file's own database copy (schema provider_sandbox), on a free port.
  const sandbox = options.withSandbox ? await startSandbox({ databaseUrl: url, port: 0, logLevel: 'silent' }) : null;
  const defaults = configFromEnv({});
  const config: Config = {
    ...defaults,
    payrollProvider: {
      ...defaults.payrollProvider,
      url: sandbox?.url,
      timeoutMs: 2000,
      delivery: { ...defaults.payrollProvider.delivery, backoffMs: 50, statusPollMs: 100 },
    },
    filesDir,
    webDistDir: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.config,
  };
  const app = await buildApp({ config, db: database.db, scanner: options.scanner ?? null, runJobs: options.runJobs });
  await app.ready();

  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'signoff_session');
    return `signoff_session=${cookie!.value}`;
  };
  return {
    app,
    database,
    config,
    login,
    sql: async (text, params) => (await database.pool.query(text, params)).rows,
    one: async (text, params) => {
      const { rows } = await database.pool.query(text, params);
      if (!rows[0]) throw new Error(`no row for: ${text}`);
      return rows[0];
    },
    loginAll: (emails) => Promise.all(emails.map(login)),
    sandbox,
    close: async () => {
      await app.close();
      await sandbox?.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

// Tests read answers of every shape by their fields; the contract's schemas are what check those shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json<T = any>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** A multipart/form-data body for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; content: Buffer },
) {
  const boundary = `----signoff${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PDF-looking file the type sniffing accepts. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real one-page PDF, as small as one can be (what a PDF parser accepts, unlike TINY_PDF). */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The EICAR anti-virus test string, put together at run time so no file of ours contains it whole. */
export const EICAR = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join(''));

/** Where the tests' clamd listens (.ci/clamd.sh starts it). */
export const CLAMD = { host: process.env.CLAMD_HOST ?? '127.0.0.1', port: Number(process.env.CLAMD_PORT ?? 3310) };

/** GET and POST with a session cookie to a test file's app, read when called (the app is built in beforeAll). */
export function requestsAs(testApp: () => TestApp) {
  return {
    get: (cookie: string, url: string) => testApp().app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (cookie: string, url: string, payload: object) => testApp().app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}
