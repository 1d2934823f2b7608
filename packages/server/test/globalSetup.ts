import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { migrateQueue } from '../src/jobs/queue.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import { FileStorage } from '../src/files/storage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    /** Files the seed stored; each test app starts from a copy. */
    seedFilesDir: string;
  }
}

const RUN = `signoff_t${process.pid}`;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL for the run: the embedded one, or the server in TEST_DATABASE_URL (CI runs the suite a second time
 * against the machine's PostgreSQL). A template database is migrated and seeded once; every test file then gets its
 * own copy (CREATE DATABASE … TEMPLATE), so files run in parallel without seeing each other's writes.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  const dir = path.resolve(import.meta.dirname, '../.tmp/test-pg');
  if (!adminUrl) {
    fs.rmSync(dir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres(dir);
    adminUrl = embedded.url('postgres');
  }
  const templateDb = `${RUN}_template`;
  await admin(adminUrl, `DROP DATABASE IF EXISTS "${templateDb}"`);
  await admin(adminUrl, `CREATE DATABASE "${templateDb}"`);
  const database = openDatabase(withDatabase(adminUrl, templateDb));
  // As main.ts prepares a database: a test app built without the queue's workers can still queue jobs.
  await migrateDatabase(database.db);
  await migrateQueue(database.pool);
  const seedFilesDir = path.resolve(import.meta.dirname, '../.tmp/test-seed-files');
  fs.rmSync(seedFilesDir, { recursive: true, force: true });
  await seedDemoIfEmpty(database.db, new FileStorage(seedFilesDir));
  await database.close();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('seedFilesDir', seedFilesDir);

  return async () => {
    if (embedded) {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    }
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${RUN}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
  };
}
