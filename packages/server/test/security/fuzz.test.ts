import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../harness.ts';
import { registeredRoutes, salesIds, sampleRequest, type TSalesIds } from './routes.ts';

/**
 * Hostile values, each put in place of one field of a well-formed request (the matrix's sample) to every registered
 * route: wrong types, sizes past every limit, numbers no id can be, unicode that breaks naive code, and injection
 * payloads. Each answer must be a 2xx or a 4xx with `{reason_phrase, code}`; a refused write must change nothing.
 */
const HOSTILE: readonly [string, unknown][] = [
  ['an object', { $ne: null }],
  ['an array', [1, 2, 3]],
  ['an empty array', []],
  ['null', null],
  ['true', true],
  ['an empty string', ''],
  ['whitespace', ' \t\n '],
  ['a huge string', 'x'.repeat(100_000)],
  ['a negative number', -1],
  ['zero', 0],
  ['a fraction', 1.5],
  ['past int4', 2_147_483_648],
  ['past 2^53', '9007199254740993'],
  ['an exponent', '1e400'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['a hex number', '0x10'],
  ['SQL', "1' OR '1'='1' --"],
  ['SQL in a number', '1; DROP TABLE expenses; --'],
  ['a script', '<script>alert(1)</script>'],
  ['a javascript URL', 'javascript:alert(1)'],
  ['a path escape', '../../../../etc/passwd'],
  ['emoji and joiners', '👩‍👩‍👧‍👦\u200d\u200b'],
  ['right-to-left', '\u202Egnp.exe'],
  ['a lone surrogate', '\ud800'],
  ['a prototype key', '__proto__'],
  ['a date that is no date', '2026-02-30'],
  ['a far date', '99999-01-01'],
  ['a percent sign', '%'],
];

/** Whole bodies that are not the object a POST expects. */
const HOSTILE_BODIES: readonly [string, string, string][] = [
  ['an array body', '[1,2,3]', 'application/json'],
  ['a string body', '"hello"', 'application/json'],
  ['a null body', 'null', 'application/json'],
  ['broken JSON', '{"request_id": ', 'application/json'],
  ['a deep object', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, 'application/json'],
  ['a prototype pollution', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', 'application/json'],
  ['text', 'request_id=1', 'text/plain'],
];

/** Tables whose rows change on any request (sessions touched, login counters, the queue's own bookkeeping). */
const VOLATILE = new Set(['sessions', 'rate_limits']);

type TOperation = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: unknown }> } };

let t: TestApp;
let ids: TSalesIds;
let hr: string;
let operations: Map<string, TOperation>;
let tables: string[];

beforeAll(async () => {
  // Without the queue's workers: a job queued by an accepted write would otherwise finish during a later refused one
  // and show up in its fingerprint. What the jobs write is tested with each area.
  t = await createTestApp({ config: { loginRateLimit: { max: 100_000, windowMs: 60_000 } }, runJobs: false });
  ids = await salesIds(t);
  hr = await t.login('hr@acme.test');
  const document = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
  operations = new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op] as const),
    ),
  );
  tables = (await t.sql<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`))
    .map((r) => r.name)
    .filter((name) => !VOLATILE.has(name));
});
afterAll(() => t.close());

/**
 * One fingerprint of every table that a request could write: its row count and the newest row version's transaction
 * id. An insert or update makes a row version newer than all before it, a delete lowers the count, and what a rolled
 * back transaction wrote is never visible; so any committed write shows, without reading every row's text.
 */
async function fingerprint(): Promise<string> {
  const parts = tables.map((name) => `SELECT '${name}' AS t, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) AS h FROM "${name}"`);
  const rows = await t.sql<{ t: string; h: string }>(parts.join(' UNION ALL '));
  return rows.map((r) => `${r.t}:${r.h}`).join(',');
}

/** The tables whose rows differ between two fingerprints. */
function changedTables(before: string, after: string): string {
  const was = new Map(before.split(',').map((part) => part.split(':') as [string, string]));
  return after
    .split(',')
    .map((part) => part.split(':') as [string, string])
    .filter(([name, hash]) => was.get(name) !== hash)
    .map(([name]) => name)
    .join(', ');
}

/** The field names a route reads: its query and path parameters and its JSON body's properties. */
function fieldsOf(route: string): { query: string[]; path: string[]; body: string[] } {
  const op = operations.get(route) ?? {};
  const schema = op.requestBody?.content['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
  return {
    query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    path: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    body: Object.keys(schema?.properties ?? {}),
  };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Percent-encoded for a URL; a lone surrogate has no UTF-8, so it travels as the bytes a careless client would send. */
function encode(value: unknown): string {
  try {
    return encodeURIComponent(asText(value));
  } catch {
    return '%ED%A0%80';
  }
}

/** The sample request with one field replaced, wherever that field travels. */
function mutate(route: string, base: InjectOptions, where: 'query' | 'path' | 'body', field: string, value: unknown): InjectOptions {
  const url = new URL(String(base.url), 'http://x');
  if (where === 'query') {
    url.searchParams.delete(field);
    const rest = url.searchParams.toString();
    return { ...base, url: `${url.pathname}?${rest}${rest ? '&' : ''}${field}=${encode(value)}` };
  }
  if (where === 'path') {
    // The sample's path holds the real value where the pattern has `:field`.
    const pattern = route.split(' ')[1]!.split('/');
    const actual = url.pathname.split('/');
    const i = pattern.indexOf(`:${field}`);
    actual[i] = encode(value);
    return { ...base, url: `${actual.join('/')}${url.search}` };
  }
  return { ...base, payload: { ...(base.payload as Record<string, unknown>), [field]: value } };
}

function casesFor(route: string): [string, InjectOptions][] {
  const base = sampleRequest(route, ids);
  const fields = fieldsOf(route);
  const cases: [string, InjectOptions][] = [];
  for (const where of ['query', 'path', 'body'] as const)
    for (const field of fields[where])
      for (const [name, value] of HOSTILE) cases.push([`${where} ${field} = ${name}`, mutate(route, base, where, field, value)]);
  if (base.method === 'POST')
    for (const [name, body, type] of HOSTILE_BODIES)
      cases.push([name, { method: 'POST', url: base.url, payload: body, headers: { 'content-type': type } }]);
  return cases;
}

// Logging out ends the session the other cases use; it takes no input to fuzz.
const SKIP = new Set(['POST /api/auth/logout']);
/** Calls that could move the session they are sent with (another company, acting as someone): each case gets its own. */
const SESSION_CHANGING = new Set([
  'POST /api/auth/switchCompany',
  'POST /api/auth/impersonation/start',
  'POST /api/auth/impersonation/stop',
]);

describe('fuzzed input to every registered route', () => {
  it('sees a committed write in its fingerprint, even one that stores the same values', async () => {
    const before = await fingerprint();
    await t.sql(`UPDATE companies SET name = name WHERE id = $1`, [ids.acme]);
    expect(changedTables(before, await fingerprint())).toBe('companies');
  });

  it('answers 2xx, or 4xx with a reason and a code, never a 5xx; a refused write changes nothing', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of registeredRoutes(t.app)) {
      if (SKIP.has(route)) continue;
      for (const [name, request] of casesFor(route)) {
        const isWrite = request.method === 'POST';
        const before = isWrite ? await fingerprint() : '';
        const cookie = SESSION_CHANGING.has(route) ? await t.login('hr@acme.test') : hr;
        const res = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
        sent++;
        const where = `${route} with ${name}: ${res.statusCode}`;
        if (res.statusCode >= 500 || res.statusCode < 200 || (res.statusCode >= 300 && res.statusCode < 400)) {
          wrong.push(`${where} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400) {
          const body = res.json<{ reason_phrase?: unknown; code?: unknown }>();
          if (typeof body.reason_phrase !== 'string' || body.reason_phrase === '' || typeof body.code !== 'string')
            wrong.push(`${where} without a reason and a code: ${res.body.slice(0, 200)}`);
          if (isWrite) {
            const after = await fingerprint();
            if (after !== before) wrong.push(`${where} was refused but changed ${changedTables(before, after)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route with input was reached with the whole table: a route that loses its schema shows up here.
    expect(sent).toBeGreaterThan(1_000);
    // Some 4 000 requests to some 150 routes, each write checked against a fingerprint of every table.
  }, 600_000);
});
