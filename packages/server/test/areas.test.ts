import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TEndpoint } from '@signoff/contract/endpoint';
import { INBOX_TAB_KEYS } from '@signoff/contract/inbox';
import { buildApp } from '../src/app.ts';
import { AREAS } from '../src/areas.ts';
import { configFromEnv } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

/** Every endpoint group of packages/contract/src/api/, read from the folder so that a new area's file joins by itself. */
async function describedEndpoints(): Promise<TEndpoint[]> {
  const dir = path.resolve(import.meta.dirname, '../../contract/src/api');
  const out: TEndpoint[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, Record<string, TEndpoint>>;
    for (const group of Object.values(module)) out.push(...Object.values(group));
  }
  return out;
}

const openApiPath = (p: string) => p.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the one way to add an area', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Only the route table is read: the pool never connects.
    database = openDatabase('postgres://nobody@127.0.0.1:1/none');
    app = await buildApp({
      config: { ...configFromEnv({}), logLevel: 'silent', webDistDir: undefined },
      db: database.db,
      scanner: null,
      runJobs: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('registers every API route from a contract description, and every description as a route', async () => {
    const endpoints = await describedEndpoints();
    const described = new Set(endpoints.map((e) => `${e.method} ${openApiPath(e.path)}`));
    expect(described.size).toBe(endpoints.length); // no path described twice
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = new Set(
      Object.entries(document.paths)
        .filter(([p]) => p.startsWith('/api/') || p.startsWith('/v1/'))
        .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    expect([...registered].sort()).toEqual([...described].sort());
  });

  it('gives every described endpoint a summary and an access', async () => {
    for (const e of await describedEndpoints()) {
      expect(e.summary.length, e.path).toBeGreaterThan(10);
      expect(['public', 'user']).toContain(e.access);
    }
  });

  it('lists each area once, each tab at most once, and gives every tabbed area its counts and permission', () => {
    expect(new Set(AREAS.map((a) => a.key)).size).toBe(AREAS.length);
    const tabs = AREAS.flatMap((a) => (a.tab ? [a.tab] : []));
    expect(new Set(tabs).size).toBe(tabs.length);
    for (const tab of tabs) expect(INBOX_TAB_KEYS).toContain(tab);
    const context = {} as Parameters<(typeof AREAS)[number]['create']>[0];
    for (const area of AREAS.filter((a) => a.tab)) {
      expect(area.permission, area.key).toBeDefined();
      // Building an area's instance only wires objects; nothing touches the database until a request comes.
      expect(area.create({ ...context, db: database.db }).counts, area.key).toBeTypeOf('function');
    }
  });
});
