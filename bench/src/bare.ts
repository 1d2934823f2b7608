/**
 * The physical limit the API is measured against: a bare Fastify + pg server that runs, for each endpoint, exactly the
 * statements the app ran for it (recorded by api.ts: same text, same values, same prepared names, same pools) and
 * answers their last rows. What the app adds on top of this is the framework's share.
 *
 * Run as its own process: node --import tsx bench/src/bare.ts <statements.json> <owner url> <port> <company id>
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { setCompanyQuery } from '@signoff/server/db/tenant';
import type { TRecordedStatement } from './record.ts';

const [file, ownerUrl, port, companyId] = process.argv.slice(2) as [string, string, string, string];
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, TRecordedStatement[]>;

// The app's two pools, sized as the app's: the owner's (sessions) and the restricted role's (the company's rows).
const owner = new pg.Pool({ connectionString: ownerUrl, max: 10 });
const restricted = new pg.Pool({ connectionString: ownerUrl, max: 10, options: '-c role=signoff_app' });
// Every endpoint asks in the scale company, and the app's pooled connections keep the company they were set to
// (db/tenant.ts): each connection here is set once too, before its first statement (api.ts leaves a recorded
// request's own setting, if it made one, out of what is replayed).
restricted.on('connect', (client) => void client.query(setCompanyQuery(companyId)));

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ data: { ok: true } }));
app.get('/select1', async () => ({ data: (await owner.query('SELECT 1 AS one')).rows }));
app.get<{ Params: { name: string } }>('/bare/:name', async (request) => {
  const statements = recorded[request.params.name]!;
  let rows: unknown[] = [];
  // The restricted statements of one request share one connection, as the app's request scope does.
  let client: pg.PoolClient | null = null;
  try {
    for (const { pool, query } of statements) {
      if (pool === 'owner') rows = (await owner.query(query)).rows;
      else rows = (await (client ??= await restricted.connect()).query(query)).rows;
    }
  } finally {
    client?.release();
  }
  return { data: rows };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('bare ready');
