import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@signoff/provider-sandbox/sandbox';
import { HttpPayrollProvider } from '../src/integrations/payroll/http.ts';
import { PayrollProviderError } from '../src/integrations/payroll/provider.ts';
import { deliverCommand } from '../src/integrations/payroll/commands.ts';
import { cloneDemo } from './harness.ts';

// The sandbox's own behaviour, through the adapter the app uses (and its admin API as tests and the demo use it).
let sandbox: RunningSandbox;
let provider: HttpPayrollProvider;

beforeAll(async () => {
  const { url } = await cloneDemo();
  sandbox = await startSandbox({ databaseUrl: url, port: 0, logLevel: 'silent' });
  provider = new HttpPayrollProvider({ baseUrl: sandbox.url, timeoutMs: 1000 });
});
afterAll(() => sandbox.close());

async function admin(path: string, body?: object) {
  const res = await fetch(`${sandbox.url}/admin${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const behave = (b: { delay_ms?: number; fail_next?: number }) => admin('/behaviour', { delay_ms: 0, fail_next: 0, ...b });

describe('the provider’s data', () => {
  it('reads and pushes a profile; a change on the provider’s side shows on the next read (a conflict’s origin)', async () => {
    expect(await provider.readProfile('acme', 'e1')).toEqual({ employee: 'e1', profile: {}, version: 0 });
    const pushed = await provider.pushProfile('acme', 'e1', { iban: 'BE68539007547034', city: 'Gent' });
    expect(pushed.profile).toEqual({ iban: 'BE68539007547034', city: 'Gent' });
    expect((await admin('/companies/acme/employees/e1', { profile: { city: 'Antwerpen' } })).status).toBe(200);
    const read = await provider.readProfile('acme', 'e1');
    expect(read.profile).toEqual({ iban: 'BE68539007547034', city: 'Antwerpen' });
    expect(read.version).toBeGreaterThan(pushed.version);
    expect((await provider.pushProfile('acme', 'e1', { city: null })).profile).toEqual({ iban: 'BE68539007547034' });
    // Another company's employee of the same key is another employee.
    expect((await provider.readProfile('globex', 'e1')).profile).toEqual({});
  });

  it('reads and pushes calendar days, and clears one', async () => {
    const entry = { day_off_name: 'Vacation', duration_minutes: 480, internal_code: 'VAC' };
    await provider.pushCalendarDay('acme', 'e2', { date: '2026-03-02', entries: [entry] });
    await admin('/companies/acme/employees/e2', { calendar: [{ date: '2026-03-03', entries: [{ ...entry, duration_minutes: 240 }] }] });
    expect(await provider.readCalendar('acme', 'e2', { from: '2026-03-01', to: '2026-03-31' })).toEqual([
      { date: '2026-03-02', entries: [entry] },
      { date: '2026-03-03', entries: [{ ...entry, duration_minutes: 240 }] },
    ]);
    await provider.pushCalendarDay('acme', 'e2', { date: '2026-03-02', entries: [] });
    expect((await provider.readCalendar('acme', 'e2', { from: '2026-03-01', to: '2026-03-02' })).length).toBe(0);
  });

  it('reads and pushes cars', async () => {
    await provider.pushCar('acme', 'e3', { car_id: 'car-1', fuel: 'diesel', contract: 'op_lease' });
    await admin('/companies/acme/employees/e3', { cars: [{ car_id: 'car-2', fuel: 'electric' }] });
    expect(await provider.readCars('acme', 'e3')).toEqual([
      { car_id: 'car-1', fuel: 'diesel', contract: 'op_lease' },
      { car_id: 'car-2', fuel: 'electric' },
    ]);
    expect(await provider.pushCar('acme', 'e3', { car_id: 'car-1', fuel: 'hybrid_gas' })).toEqual({ car_id: 'car-1', fuel: 'hybrid_gas' });
  });

  it('lists documents delivered after a given one', async () => {
    const first = await admin('/companies/acme/documents', {
      filename: 'payslips-2026-01.pdf',
      document_type: 'Payslip',
      period: '2026-01',
      size_bytes: 1200,
    });
    await admin('/companies/acme/documents', {
      filename: 'invoice-2026-01.pdf',
      document_type: 'Invoice',
      period: '2026-01',
      size_bytes: 800,
    });
    const all = await provider.listDocuments('acme');
    expect(all.map((d) => d.filename)).toEqual(['payslips-2026-01.pdf', 'invoice-2026-01.pdf']);
    expect((await provider.listDocuments('acme', first.body.id as number)).map((d) => d.document_type)).toEqual(['Invoice']);
    expect((await admin('/companies/acme/documents', { filename: '', document_type: 'X', period: '2026', size_bytes: 1 })).status).toBe(
      400,
    );
  });

  it('downloads a document’s bytes as a stream, refusing one larger than allowed or not of its listed size', async () => {
    const closed = await admin('/companies/acme-dl/months/2026-06/close', { employees: [{ employee: 'e9', name: 'Ines Peeters' }] });
    const [slip] = await provider.listDocuments('acme-dl');
    expect(slip).toMatchObject({ document_type: 'Payslip', employee: 'e9', period: '2026-06' });
    const bytes = Buffer.concat(await (await provider.downloadDocument('acme-dl', slip!, 1_000_000)).toArray());
    expect(bytes.length).toBe(slip!.size_bytes);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((closed.body.documents as unknown[]).length).toBe(3);
    await expect(provider.downloadDocument('acme-dl', slip!, slip!.size_bytes - 1)).rejects.toBeInstanceOf(PayrollProviderError);
    await expect(provider.downloadDocument('acme-dl', { ...slip!, size_bytes: slip!.size_bytes + 1 }, 1_000_000)).rejects.toBeInstanceOf(
      PayrollProviderError,
    );
    // Another company's document id is not found under this company's key.
    await expect(provider.downloadDocument('globex-dl', slip!, 1_000_000)).rejects.toMatchObject({ status: 404 });
    // A closed month is closed once; a bad period is refused.
    expect((await admin('/companies/acme-dl/months/2026-06/close', {})).body.closed).toBe(false);
    expect((await admin('/companies/acme-dl/months/2026-13/close', {})).status).toBe(400);
  });
});

describe('commands', () => {
  it('records a command once per idempotency key and reports its status', async () => {
    const command = { type: 'outplacement_request', idempotency_key: 'k-1', payload: { contract_id: 'C-1' } };
    const sent = await provider.sendCommand('acme', command);
    expect(sent).toMatchObject({ type: 'outplacement_request', status: 'completed', error: null });
    expect((await provider.sendCommand('acme', command)).id).toBe(sent.id);
    expect(await provider.commandStatus('acme', sent.id)).toMatchObject({ id: sent.id, status: 'completed' });
    const unknown = await provider.sendCommand('acme', { type: 'fire_everyone', idempotency_key: 'k-2', payload: {} });
    expect(unknown).toMatchObject({ status: 'rejected', error: 'Unknown command fire_everyone' });
  });

  it('answers 404 for another company’s command', async () => {
    const sent = await provider.sendCommand('acme', { type: 'outplacement_request', idempotency_key: 'k-3', payload: {} });
    const error = await provider.commandStatus('globex', sent.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayrollProviderError);
    expect((error as PayrollProviderError).status).toBe(404);
  });
});

describe('behaviour on demand', () => {
  it('fails the next n requests with 503, then answers again; counts what it served', async () => {
    await behave({ fail_next: 2 });
    for (let i = 0; i < 2; i++) {
      const error = await provider.readCars('acme', 'e9').catch((e: unknown) => e);
      expect((error as PayrollProviderError).status).toBe(503);
    }
    expect(await provider.readCars('acme', 'e9')).toEqual([]);
    expect((await admin('/behaviour')).body).toMatchObject({ fail_next: 0, requests_seen: 3, failures_served: 2 });
  });

  it('answers slowly; the adapter gives up at its timeout', async () => {
    await behave({ delay_ms: 1500 });
    const error = await provider.readCars('acme', 'e9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayrollProviderError);
    expect((error as PayrollProviderError).message).toMatch(/did not answer within 1000 ms/);
    await behave({ delay_ms: 300 });
    expect(await provider.readCars('acme', 'e9')).toEqual([]);
    await behave({});
  });

  it('delivers a command through failures with retries, and gives up after the last', async () => {
    const options = { retries: 3, backoffMs: 10, statusPollMs: 10, statusPolls: 3 };
    await behave({ fail_next: 3 });
    const ok = await deliverCommand(provider, 'acme', { type: 'outplacement_request', idempotency_key: 'k-4', payload: {} }, options);
    expect(ok.status).toBe('completed');
    await behave({ fail_next: 4 });
    const error = await deliverCommand(
      provider,
      'acme',
      { type: 'outplacement_request', idempotency_key: 'k-5', payload: {} },
      options,
    ).catch((e: unknown) => e);
    expect((error as PayrollProviderError).status).toBe(503);
    expect((await admin('/behaviour')).body).toMatchObject({ requests_seen: 4, failures_served: 4 });
  });

  it('refuses bad admin input and cannot be reached when stopped', async () => {
    expect((await admin('/behaviour', { delay_ms: -1 })).status).toBe(400);
    expect((await admin('/behaviour', { fail_next: 'x' })).status).toBe(400);
    expect((await admin('/companies/acme/employees/e1', { calendar: [{ date: 'tomorrow', entries: [] }] })).status).toBe(400);
    const nowhere = new HttpPayrollProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const error = await nowhere.readCars('acme', 'e1').catch((e: unknown) => e);
    expect((error as PayrollProviderError).message).toMatch(/cannot be reached/);
  });
});
