import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createTestApp, json, requestsAs, type TestApp } from './harness.ts';
import { DEMO_SIGNATURE_PNG } from '../src/modules/contracts/demoSignature.ts';
import type { TEmployeeContractView, TEmployeeSignatureStatus } from '@signoff/contract/contracts';

let t: TestApp;
let hr: string, manager: string, employee: string, readOnly: string, globex: string;
const { get, post } = requestsAs(() => t);

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://signoff.test' } });
  [hr, manager, employee, readOnly, globex] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
}, 120_000);
afterAll(() => t.close());

const ok = <T = unknown>(res: Awaited<ReturnType<typeof get>>): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as T;
};
const refused = (res: Awaited<ReturnType<typeof get>>, status: number, code?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(json(res).code).toBe(code);
};
const personId = async (name: string) => (await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = $1`, [name])).id;
const templateId = async (name: string) =>
  (await t.one<{ id: number }>(`SELECT id FROM contract_templates WHERE name = $1 ORDER BY id LIMIT 1`, [name])).id;
const SIGNATURE = `data:image/png;base64,${DEMO_SIGNATURE_PNG}`;
const view = async (cookie: string, id: number) =>
  ok<{ contract: TEmployeeContractView }>(await get(cookie, `/api/contract/${id}/employeeView`)).contract;
const sign = (cookie: string, id: number, name = 'Evan Peeters', base64_signature = SIGNATURE) =>
  post(cookie, '/api/contract/signAsEmployee', { contract_id: id, name, base64_signature });
const hrStatus = async (id: number) =>
  ok<{ signature: TEmployeeSignatureStatus }>(await get(hr, `/api/contracts/${id}/employeeSignatureStatus`)).signature;
/** The contract's signature columns and the decisions about it: what a refused call must leave as it was. */
const stored = (id: number) =>
  t.one<{ row: unknown; decisions: number }>(
    `SELECT row_to_json(c) AS row, (SELECT count(*)::int FROM request_decisions d WHERE d.area = 'contracts' AND d.request_id = c.id) AS decisions
     FROM contracts c WHERE c.id = $1`,
    [id],
  );

async function newContract(person = 'Evan Peeters', template = 'Employment contract') {
  return ok<{ contract_id: number }>(
    await post(hr, '/api/contracts/addToEmployee', {
      employee_id: await personId(person),
      contract_name: `${template} (employee signing test)`,
      contract_template_id: await templateId(template),
    }),
  ).contract_id;
}
const send = async (id: number) => ok(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id }));

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("the employee's own signing page", () => {
  it('shows the contract sent to its employee, and takes their drawn signature once', async () => {
    const id = await newContract();
    // Not sent yet: the employee finds it, but neither its text nor a way to sign.
    const before = await view(employee, id);
    expect(before).toMatchObject({ state: 'not_sent', rendered_html: null, has_pdf: false });
    refused(await sign(employee, id), 409, 'NOT_SENT');
    refused(await get(employee, `/api/contract/${id}/employeePdf`), 409, 'NOT_SENT');

    await send(id);
    const sent = await view(employee, id);
    expect(sent.state).toBe('to_sign');
    expect(sent.company_name).toBe('Acme');
    expect(sent.rendered_html).toContain('Evan Peeters');
    expect(sent.signers.find((s) => s.role === 'employee')).toMatchObject({ status: 'pending', can_sign_now: true });
    expect(sent.signers.map((s) => s.role)).toEqual(['employee', 'internal', 'second_internal']);

    const signed = ok<{ status: string; internal_status: string }>(await sign(employee, id, 'Evan Peeters'));
    expect(signed).toMatchObject({ status: 'closed', internal_status: 'pending' });
    const after = await view(employee, id);
    expect(after).toMatchObject({ state: 'signed', signed_name: 'Evan Peeters' });
    expect(after.signers.find((s) => s.role === 'employee')).toMatchObject({ status: 'closed', can_sign_now: false });

    // HR's sending card reads it signed; the decision is in the history and the audit trail.
    expect(await hrStatus(id)).toMatchObject({ status: 'closed', signed_name: 'Evan Peeters' });
    const decision = await t.one<{ action: string }>(
      `SELECT action FROM request_decisions WHERE area = 'contracts' AND request_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(decision.action).toBe('signed_employee');
    const audit = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE area = 'contracts' AND action = 'signed_employee' AND object_id = $1`,
      [id],
    );
    expect(audit.n).toBe(1);

    // Twice: 409, and nothing changes.
    const once = await stored(id);
    refused(await sign(employee, id, 'Someone else'), 409, 'ALREADY_SIGNED');
    expect(await stored(id)).toEqual(once);
    // Signed, the text is frozen: HR can no longer withdraw or edit it.
    refused(await post(hr, `/api/contracts/${id}/resetSigningMethod`, {}), 409, 'ALREADY_SIGNED');
  });

  it("puts the employee's name and drawn signature in the PDF, for them and for HR", async () => {
    const id = await newContract();
    await send(id);
    const unsignedPdf = await get(employee, `/api/contract/${id}/employeePdf`);
    expect(unsignedPdf.statusCode).toBe(200);
    expect(unsignedPdf.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(unsignedPdf.rawPayload)).toContain('Not signed yet');
    ok(await sign(employee, id, 'Evan P. Peeters'));
    const mine = await get(employee, `/api/contract/${id}/employeePdf`);
    expect(mine.statusCode).toBe(200);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Evan P. Peeters');
    expect(text).toMatch(/Signed \d/);
    const hrPdf = await get(hr, `/api/contract/${id}/pdf`);
    expect(hrPdf.statusCode).toBe(200);
    expect(await pdfText(hrPdf.rawPayload)).toContain('Evan P. Peeters');
    // The drawn PNG is the one kept, as the internal signers' are.
    const row = await t.one<{ employee_signature: string }>(`SELECT employee_signature FROM contracts WHERE id = $1`, [id]);
    expect(row.employee_signature).toBe(DEMO_SIGNATURE_PNG);
  });

  it('serves a PDF-based contract as its uploaded file, and takes the signature on it', async () => {
    const document = await PDFDocument.create();
    document
      .addPage([595, 842])
      .drawText('Uploaded terms for Evan', { x: 50, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
    const bytes = Buffer.from(await document.save());
    const id = ok<{ contract_id: number }>(
      await post(hr, '/api/contracts/addToEmployee', {
        employee_id: await personId('Evan Peeters'),
        contract_name: 'Uploaded terms',
        file_type: 'pdf',
      }),
    ).contract_id;
    ok(await post(hr, '/api/contracts/pdfbased/uploadPDF', { contract_id: id, base64_pdf: bytes.toString('base64') }));
    await send(id);
    expect(await view(employee, id)).toMatchObject({ file_type: 'pdf', state: 'to_sign', rendered_html: null, has_pdf: true });
    const pdf = await get(employee, `/api/contract/${id}/employeePdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Uploaded terms for Evan');
    ok(await sign(employee, id));
    expect(await view(employee, id)).toMatchObject({ state: 'signed', signed_name: 'Evan Peeters' });
    expect(await hrStatus(id)).toMatchObject({ status: 'closed', signed_name: 'Evan Peeters' });
  });

  it("is nobody else's: another employee, HR, read-only HR and another company are told it does not exist", async () => {
    const mine = await newContract();
    await send(mine);
    const marie = await newContract('Marie Dubois', 'Confidentiality agreement');
    await send(marie);
    const before = await stored(mine);
    for (const cookie of [hr, manager, globex]) {
      refused(await get(cookie, `/api/contract/${mine}/employeeView`), 404);
      refused(await get(cookie, `/api/contract/${mine}/employeePdf`), 404);
      refused(await sign(cookie, mine), 404);
    }
    refused(await get(readOnly, `/api/contract/${mine}/employeeView`), 404);
    refused(await sign(readOnly, mine), 403);
    // Evan does not find Marie's contract; Marie finds and signs hers.
    refused(await get(employee, `/api/contract/${marie}/employeeView`), 404);
    refused(await sign(employee, marie), 404);
    refused(await get(employee, '/api/contract/999999999/employeeView'), 404);
    expect((await view(manager, marie)).state).toBe('to_sign');
    ok(await sign(manager, marie, 'Marie Dubois'));
    expect(await stored(mine)).toEqual(before);
  });

  it('refuses a signature that is not a sane PNG with 400 and changes nothing', async () => {
    const id = await newContract();
    await send(id);
    const before = await stored(id);
    for (const bad of [
      Buffer.from('GIF89a not a png at all, just some bytes').toString('base64'),
      DEMO_SIGNATURE_PNG.slice(0, 200),
      'not base64!',
    ])
      refused(await sign(employee, id, 'Evan Peeters', bad), 400, 'INVALID_SIGNATURE');
    refused(await sign(employee, id, 'Evan \ud800'), 400);
    refused(await sign(employee, id, '   '), 400);
    refused(await post(employee, '/api/contract/signAsEmployee', { contract_id: id, name: 'Evan', base64_signature: '' }), 400);
    expect(await stored(id)).toEqual(before);
    expect((await view(employee, id)).state).toBe('to_sign');
  });

  it('is 409 once HR withdrew it or sends it through the signing provider, and 404 once deleted', async () => {
    const id = await newContract();
    await send(id);
    ok(await post(hr, `/api/contracts/${id}/resetSigningMethod`, {}));
    const before = await stored(id);
    expect(await view(employee, id)).toMatchObject({ state: 'not_sent', rendered_html: null });
    refused(await sign(employee, id), 409, 'NOT_SENT');
    expect(await stored(id)).toEqual(before);
    ok(await post(hr, '/api/contracts/delete', { contract_id: id }));
    refused(await get(employee, `/api/contract/${id}/employeeView`), 404);
    refused(await sign(employee, id), 404);
  });

  it('does not let an admin acting as the employee sign for them', async () => {
    const id = await newContract();
    await send(id);
    const admin = await t.login('hr@acme.test');
    const evan = await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'employee@acme.test'`);
    ok(await post(admin, '/api/auth/impersonation/start', { user_id: evan.id }));
    expect((await view(admin, id)).state).toBe('to_sign');
    const before = await stored(id);
    refused(await sign(admin, id), 403, 'IMPERSONATING');
    expect(await stored(id)).toEqual(before);
  });
});
