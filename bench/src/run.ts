/**
 * Benchmarks print ratios measured in one run on this machine, never bare times as pass marks:
 *  - the expenses inbox list and counts against a bare Fastify route (framework + auth + SQL overhead);
 *  - the list on a company scaled to many requests against the demo-sized company (does the index hold?).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@signoff/server/app';
import { configFromEnv } from '@signoff/server/config';
import { migrateDatabase, openDatabase } from '@signoff/server/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '@signoff/server/db/embedded';
import { seedDemoIfEmpty } from '@signoff/server/seed/demo';
import { FileStorage } from '@signoff/server/files/storage';
import { scaleCompany } from '@signoff/server/seed/scale';
import { AREAS } from '@signoff/server/areas';
import { benchWeb } from './web.ts';
import { benchApi } from './api.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

async function timeIt(app: FastifyInstance, url: string, cookie?: string): Promise<number> {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) {
    const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  return Number(process.hrtime.bigint() - start) / ROUNDS / 1e6;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-bench-'));
const pg = await startEmbeddedPostgres(dir);
try {
  const results: [string, number][] = [];
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  const bareMs = await timeIt(bare, '/bare');

  const measure = async (dbName: string, scale: number) => {
    await ensureDatabase(pg.url('postgres'), dbName);
    const database = openDatabase(pg.url(dbName));
    await migrateDatabase(database.db);
    await seedDemoIfEmpty(database.db, new FileStorage(path.join(dir, 'files')));
    if (scale > 0) await scaleCompany(database.db, AREAS, { subdomain: 'scale', people: 1_000, requestsPerArea: scale });
    await database.pool.query('VACUUM ANALYZE');
    const app = await buildApp({
      config: { ...configFromEnv({}), filesDir: path.join(dir, 'files'), webDistDir: undefined, logLevel: 'silent' },
      db: database.db,
      scanner: null,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: scale > 0 ? 'hr@scale.test' : 'hr@acme.test', password: 'demo-password' },
    });
    const cookie = `signoff_session=${login.cookies.find((c) => c.name === 'signoff_session')!.value}`;
    const list = await timeIt(app, '/api/inbox/expenses/list?status=pending&page=0', cookie);
    const counts = await timeIt(app, '/api/inbox/counts', cookie);
    const search = await timeIt(app, '/api/inbox/expenses/list?status=all&search_term=lunch', cookie);
    await app.close();
    await database.close();
    return { list, counts, search };
  };

  const small = await measure('bench_small', 0);
  const large = await measure('bench_large', 100_000);
  results.push(['expenses list (demo) / bare route', small.list / bareMs]);
  results.push(['inbox counts (demo) / bare route', small.counts / bareMs]);
  results.push(['expenses list (100k requests) / list (demo)', large.list / small.list]);
  results.push(['inbox counts (100k requests) / counts (demo)', large.counts / small.counts]);
  results.push(['search (100k requests) / search (demo)', large.search / small.search]);

  console.log(`\nSignoff benchmarks (${ROUNDS} calls each, ratios of mean latency measured in this run)\n`);
  for (const [name, ratio] of results) console.log(`${name.padEnd(52)} ${ratio.toFixed(2)}×`);
  // BENCH_ONLY=api or =web runs one part (the whole run takes several minutes).
  if (process.env.BENCH_ONLY !== 'web') await benchApi(pg, dir);
  if (process.env.BENCH_ONLY !== 'api') await benchWeb();
} finally {
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
