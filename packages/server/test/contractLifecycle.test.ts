import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';
import { DEMO_SIGNATURE_PNG } from '../src/modules/contracts/demoSignature.ts';

let t: TestApp;
let hr: string, manager: string, readonly: string, globex: string;
beforeAll(async () => {
  t = await createTestApp();
  [hr, manager, readonly, globex] = (await t.loginAll(['hr@acme.test', 'manager@acme.test', 'readonly@acme.test', 'hr@globex.test'])) as [
    string,
    string,
    string,
    string,
  ];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

async function newContract() {
  const employee = await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = 'Evan Peeters'`);
  const template = await t.one<{ id: number }>(`SELECT id FROM contract_templates WHERE name = 'Employment contract'`);
  const res = await post(hr, '/api/contracts/addToEmployee', {
    employee_id: employee.id,
    contract_name: 'Lifecycle',
    contract_template_id: template.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.contract_id as number;
}

describe('deleting a contract', () => {
  it('deletes, undeletes, and hard-deletes only what was deleted first', async () => {
    const id = await newContract();
    const hard = await post(hr, '/api/contracts/hardDelete', { contract_id: id });
    expect(hard.statusCode).toBe(409);
    expect(json(hard).code).toBe('NOT_DELETED');
    expect(json(await post(hr, '/api/contracts/undelete', { contract_id: id })).code).toBe('NOT_DELETED');

    expect((await post(hr, '/api/contracts/delete', { contract_id: id })).statusCode).toBe(200);
    expect(json(await post(hr, '/api/contracts/delete', { contract_id: id })).code).toBe('ALREADY_DELETED');
    // Gone from the signer's inbox and count, still there for HR (to restore it).
    expect((await get(manager, `/api/contract/${id}/detail`)).statusCode).toBe(404);
    expect(json(await get(hr, `/api/contract/${id}/detail`)).data.contract.is_deleted).toBe(true);
    expect(json(await get(manager, `/api/contract/${id}/exists`)).data).toEqual({ exists: false });
    const signing = await post(manager, '/api/contract/signInternally', {
      contract_id: id,
      name: 'Marie',
      base64_signature: DEMO_SIGNATURE_PNG,
    });
    expect(signing.statusCode).toBe(404);

    expect((await post(hr, '/api/contracts/undelete', { contract_id: id })).statusCode).toBe(200);
    expect(json(await get(manager, `/api/contract/${id}/exists`)).data).toEqual({ exists: true });
    await post(hr, '/api/contracts/delete', { contract_id: id });
    expect((await post(readonly, '/api/contracts/hardDelete', { contract_id: id })).statusCode).toBe(403);
    expect((await post(globex, '/api/contracts/hardDelete', { contract_id: id })).statusCode).toBe(404);
    expect((await post(hr, '/api/contracts/hardDelete', { contract_id: id })).statusCode).toBe(200);
    expect(await t.sql(`SELECT id FROM contracts WHERE id = $1`, [id])).toEqual([]);
    expect((await get(hr, `/api/contract/${id}/detail`)).statusCode).toBe(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_events WHERE area = 'contracts' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'contract_added',
      'contract_deleted',
      'contract_undeleted',
      'contract_deleted',
      'contract_hard_deleted',
    ]);
  });
});

describe('names, signers and custom shortcodes', () => {
  it('renames, lists the signers, and fills a custom shortcode until the first signature', async () => {
    const id = await newContract();
    expect((await post(hr, '/api/contracts/editName', { contract_id: id, contract_name: '  Renamed  ' })).statusCode).toBe(200);
    expect(json(await get(hr, `/api/contract/${id}/detail`)).data.contract.contract_name).toBe('Renamed');
    expect((await post(hr, '/api/contracts/editName', { contract_id: id, contract_name: ' ' })).statusCode).toBe(400);

    const signers = json(await get(manager, `/api/contracts/${id}/signers`)).data.signers as { role: string }[];
    expect(signers.map((s) => s.role)).toEqual(['employee', 'internal', 'second_internal']);

    const codes = json(await get(hr, `/api/contracts/shortcodes/${id}/list`)).data.shortcodes as {
      shortcode: string;
      value: string | null;
    }[];
    expect(codes).toContainEqual({ shortcode: 'job_title', value: null, is_standard: false });
    expect(codes).toContainEqual(expect.objectContaining({ shortcode: 'employee_first_name', value: 'Evan', is_standard: true }));

    const set = (shortcode: string, value: string) =>
      post(hr, '/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: id, shortcode, value });
    expect((await set('job_title', 'Sales <b>lead</b>')).statusCode).toBe(200);
    expect((await set('start_date', '01/02/2027')).statusCode).toBe(200);
    expect((await set('employee_name', 'Somebody else')).statusCode).toBe(400);
    expect((await set('Not A Code', 'x')).statusCode).toBe(400);
    const rendered = json(await get(hr, `/api/contract/${id}/detail`)).data.contract.rendered_html as string;
    expect(rendered).toContain('as <em>Sales &lt;b&gt;lead&lt;/b&gt;</em>');
    expect(rendered).toContain('starts on 01/02/2027');

    await post(manager, '/api/contract/signInternally', { contract_id: id, name: 'Marie', base64_signature: DEMO_SIGNATURE_PNG });
    const late = await set('job_title', 'Changed after signing');
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('ALREADY_SIGNED');
  });
});
