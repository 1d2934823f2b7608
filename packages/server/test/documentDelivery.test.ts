import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, json, requestsAs, type TestApp } from './harness.ts';
import { DocumentDelivery } from '../src/modules/documents/delivery.ts';
import { HttpPayrollProvider } from '../src/integrations/payroll/http.ts';
import { PayrollProviderError } from '../src/integrations/payroll/provider.ts';
import { FileStorage } from '../src/files/storage.ts';
import { queueDocumentDeliveries } from '../src/jobs/deliveryScheduler.ts';

// The payroll provider's delivery of company documents: the sandbox closes a month (real PDFs), the app takes them in
// through the adapter, once, whole or not at all.
let t: TestApp;
let hr: string, globexHr: string, readonly: string, manager: string;
let delivery: DocumentDelivery;
let acmeId: number, globexId: number;
let people: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp({ withSandbox: true, runJobs: false });
  [hr, globexHr, readonly, manager] = (await t.loginAll(['hr@acme.test', 'hr@globex.test', 'readonly@acme.test', 'manager@acme.test'])) as [
    string,
    string,
    string,
    string,
  ];
  delivery = new DocumentDelivery({
    db: t.app.companyScope.db,
    storage: new FileStorage(t.config.filesDir),
    payroll: new HttpPayrollProvider({ baseUrl: t.sandbox!.url, timeoutMs: 2000 }),
    scannerFor: () => null,
    inCompany: (companyId, fn) => t.app.companyScope.run(companyId, fn),
    log: t.app.log,
  });
  acmeId = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
  globexId = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'globex'`)).id;
  // Globex gets a provider integration of its own, under its own company key there.
  await t.sql(
    `INSERT INTO integrations (company_id, type, name, country, pay_frequency, provider, external_ref, features)
     VALUES ($1, 'payroll_provider', 'Payroll provider (sandbox)', 'BE', 'monthly', 'sandbox', 'globex', '{}')`,
    [globexId],
  );
  people = await t.sql<{ id: number; name: string }>(`SELECT id, name FROM employees WHERE company_id = $1 ORDER BY id LIMIT 3`, [acmeId]);
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

async function admin(path: string, body: object) {
  const res = await fetch(`${t.sandbox!.url}/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { closed: boolean; documents: { id: number; filename: string }[] } };
}
const closeMonth = (company: string, period: string, employees: { employee: string; name: string }[] = []) =>
  admin(`/companies/${company}/months/${period}/close`, { employees });

const delivered = (companyId: number) =>
  t.sql<{ id: number; provider_reference: string; document_type: string; filename: string; storage_name: string; size_bytes: number }>(
    `SELECT d.id, d.provider_reference, d.document_type, f.original_name AS filename, f.storage_name, f.size_bytes::int AS size_bytes
     FROM company_documents d JOIN files f ON f.id = d.file_id
     WHERE d.company_id = $1 AND d.provider_reference ~ '^[0-9]+$' ORDER BY d.provider_reference::int`,
    [companyId],
  );
/** Files kept in storage, and uploads not finished: what a failure must not leave behind. */
const storedNames = () => fs.readdirSync(t.config.filesDir).filter((name) => !name.startsWith('.'));
const incoming = () => fs.readdirSync(`${t.config.filesDir}/.incoming`);

describe('the provider delivers a closed month', () => {
  it('as real PDFs: a payslip per employee (with their name), the journal and the tax return; a new type is a new type', async () => {
    const employees = people.map((p) => ({ employee: String(p.id), name: p.name }));
    const closed = await closeMonth('acme', '2026-01', employees);
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toBe(true);
    expect(closed.body.documents).toHaveLength(people.length + 2);

    expect(await delivery.run({ company_id: acmeId })).toEqual({ imported: people.length + 2, skipped: 0 });
    const rows = await delivered(acmeId);
    expect(rows.map((r) => r.provider_reference)).toEqual(closed.body.documents.map((d) => String(d.id)));
    expect(rows.filter((r) => r.document_type === 'Payslip')).toHaveLength(people.length);
    expect(rows.map((r) => r.document_type)).toContain('Withholding tax return');

    const payslip = rows.find((r) => r.document_type === 'Payslip' && r.filename.includes(String(people[0]!.id)))!;
    const bytes = fs.readFileSync(`${t.config.filesDir}/${payslip.storage_name}`);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(bytes.length).toBe(payslip.size_bytes);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(people[0]!.name);
    expect(text).toContain('Net salary');

    // HR sees them in the list, with the provider as source, and the types list has the new type.
    const list = json(await get(hr, '/api/documents/getFiles?document_type=Withholding%20tax%20return&limit=50&page=0'));
    expect(list.data.files.items.map((f: { source: string }) => f.source)).toEqual(['provider']);
    const types = json(await get(hr, '/api/documents/getFileTypes')).data.types.map((x: { name: string }) => x.name);
    expect(types).toContain('Withholding tax return');
  });

  it('closing a month again delivers nothing new, and a second run imports nothing', async () => {
    const again = await closeMonth('acme', '2026-01');
    expect(again.body.closed).toBe(false);
    const before = (await delivered(acmeId)).length;
    const files = storedNames().length;
    expect(await delivery.run({ company_id: acmeId })).toEqual({ imported: 0, skipped: 0 });
    expect(await delivered(acmeId)).toHaveLength(before);
    expect(storedNames()).toHaveLength(files);
  });

  it('a download that breaks off leaves nothing half-written, and the next run takes the month in', async () => {
    const closed = await closeMonth('acme', '2026-02');
    const before = await delivered(acmeId);
    const files = storedNames().length;
    const fileRows = () => t.one<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE company_id = $1`, [acmeId]);
    const rows = (await fileRows()).n;
    // The first document's connection breaks off half-way: the run stops there and fails (the queue retries it).
    await fetch(`${t.sandbox!.url}/admin/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ truncate_content_next: 1 }),
    });
    await expect(delivery.run({ company_id: acmeId })).rejects.toBeInstanceOf(PayrollProviderError);
    expect(await delivered(acmeId)).toEqual(before);
    expect(storedNames()).toHaveLength(files);
    expect(incoming()).toEqual([]);
    expect((await fileRows()).n).toBe(rows);

    // The retry takes the month in whole.
    expect((await delivery.run({ company_id: acmeId })).imported).toBe(closed.body.documents.length);
    expect(await delivered(acmeId)).toHaveLength(before.length + closed.body.documents.length);
    expect(storedNames()).toHaveLength(files + closed.body.documents.length);
    expect((await fileRows()).n).toBe(rows + closed.body.documents.length);
  });

  it('the provider failing fails the run (retried by the queue) without writing anything', async () => {
    await closeMonth('acme', '2026-04');
    const before = await delivered(acmeId);
    await fetch(`${t.sandbox!.url}/admin/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fail_next: 1 }),
    });
    await expect(delivery.run({ company_id: acmeId })).rejects.toBeInstanceOf(PayrollProviderError);
    expect(await delivered(acmeId)).toEqual(before);
    expect((await delivery.run({ company_id: acmeId })).imported).toBe(2 + people.length);
  });

  it('two runs at once import each document once, and the loser’s stored files are removed', async () => {
    const closed = await closeMonth('acme', '2026-05');
    const before = (await delivered(acmeId)).length;
    const files = storedNames().length;
    const [a, b] = await Promise.all([delivery.run({ company_id: acmeId }), delivery.run({ company_id: acmeId })]);
    expect(a.imported + b.imported).toBe(closed.body.documents.length);
    expect(await delivered(acmeId)).toHaveLength(before + closed.body.documents.length);
    expect(storedNames()).toHaveLength(files + closed.body.documents.length);
  });

  it('another company’s documents never appear: each company takes in its own key’s deliveries only', async () => {
    await closeMonth('globex', '2026-01', [{ employee: 'g1', name: 'Gustav Globex' }]);
    const acmeBefore = await delivered(acmeId);
    expect((await delivery.run({ company_id: globexId })).imported).toBe(3);
    expect(await delivered(acmeId)).toEqual(acmeBefore);
    const globexRows = await delivered(globexId);
    expect(globexRows.map((r) => r.filename)).toContain('payroll-journal-2026-01.pdf');
    expect(globexRows.some((r) => acmeBefore.some((a) => a.provider_reference === r.provider_reference))).toBe(false);

    const acmeList = json(await get(hr, '/api/documents/getFiles?limit=100&page=0')).data.files.items as { filename: string }[];
    expect(acmeList.some((f) => f.filename.includes('gustav'))).toBe(false);
    const globexList = json(await get(globexHr, '/api/documents/getFiles?limit=100&page=0')).data.files.items as { filename: string }[];
    expect(globexList.some((f) => f.filename.includes('gustav-globex'))).toBe(true);
    expect(globexList.some((f) => people.some((p) => f.filename.includes(`-${p.id}.pdf`)))).toBe(false);
  });

  it('a company without a provider integration takes in nothing', async () => {
    const other = await t
      .one<{ id: number }>(`SELECT id FROM companies WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 1`, [acmeId, globexId])
      .catch(() => null);
    if (other) expect(await delivery.run({ company_id: other.id })).toEqual({ imported: 0, skipped: 0 });
    await expect(delivery.run({ company_id: 'acme' })).rejects.toThrow();
  });
});

describe('the hourly schedule', () => {
  it('queues one import per company with a provider integration, keyed so a second queueing is the same job', async () => {
    expect(await queueDocumentDeliveries(t.database.db)).toBe(2);
    expect(await queueDocumentDeliveries(t.database.db)).toBe(2);
    const jobs = await t.sql<{ key: string }>(
      `SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'documents-provider-delivery' ORDER BY key`,
    );
    expect(jobs.map((j) => j.key)).toEqual([`documents-provider-delivery:${acmeId}`, `documents-provider-delivery:${globexId}`]);
  });
});

describe('HR’s “Fetch from provider”', () => {
  const FETCH = '/api/documents/fetchFromProvider';
  const queued = (companyId: number) =>
    t.sql(`SELECT id FROM graphile_worker.jobs WHERE key = $1`, [`documents-provider-delivery:${companyId}`]);
  const unqueue = (companyId: number) => t.sql(`SELECT graphile_worker.remove_job($1)`, [`documents-provider-delivery:${companyId}`]);

  it('queues the company’s import once however often it is asked', async () => {
    await unqueue(acmeId);
    expect(json(await post(hr, FETCH, {})).data).toEqual({ queued: true });
    expect(json(await post(hr, FETCH, {})).data).toEqual({ queued: true });
    expect(await queued(acmeId)).toHaveLength(1);
  });

  it('refuses a body with fields, those without the documents permission, and read-only HR', async () => {
    expect((await post(hr, FETCH, { company_id: globexId })).statusCode).toBe(400);
    expect((await post(manager, FETCH, {})).statusCode).toBe(403);
    expect((await post(readonly, FETCH, {})).statusCode).toBe(403);
  });

  it('queues nothing for a company without a provider integration, and never another company’s import', async () => {
    await t.sql(`DELETE FROM integrations WHERE company_id = $1 AND external_ref = 'globex'`, [globexId]);
    await unqueue(acmeId);
    await unqueue(globexId);
    expect(json(await post(globexHr, FETCH, {})).data).toEqual({ queued: false });
    expect(await queued(globexId)).toHaveLength(0);
    expect(await queued(acmeId)).toHaveLength(0);
  });
});
