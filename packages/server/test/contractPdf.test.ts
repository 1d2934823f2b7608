import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, json, type TestApp } from './harness.ts';
import { DEMO_SIGNATURE_PNG } from '../src/modules/contracts/demoSignature.ts';

let t: TestApp;
let hr: string, manager: string, globex: string;
beforeAll(async () => {
  t = await createTestApp();
  [hr, manager, globex] = (await t.loginAll(['hr@acme.test', 'manager@acme.test', 'hr@globex.test'])) as [string, string, string];
});
afterAll(() => t.close());

async function pdfText(bytes: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text, totalPages };
}

describe('the PDF of an HTML contract', () => {
  it('lays out the filled-in text over pages, with the signers’ names and their drawn signatures', async () => {
    const employee = await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = 'Evan Peeters'`);
    const template = await t.one<{ id: number }>(`SELECT id FROM contract_templates WHERE name = 'Employment contract'`);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/addToEmployee',
      headers: { cookie: hr },
      payload: { employee_id: employee.id, contract_name: 'Evan’s contract', contract_template_id: template.id },
    });
    const id = json(add).data.contract_id as number;
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/contract/signInternally',
      headers: { cookie: manager },
      payload: { contract_id: id, name: 'Marie Dubois', base64_signature: DEMO_SIGNATURE_PNG },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/api/contract/${id}/pdf`, headers: { cookie: manager } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, totalPages } = await pdfText(res.rawPayload);
    // The seed's employment contract has a page break before its notice clause.
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Employment contract');
    expect(text).toContain('Evan Peeters');
    expect(text).toContain('Evan starts on');
    expect(text).toContain('Meal vouchers for every day worked.');
    expect(text).toContain('Signatures');
    expect(text).toContain('Marie Dubois');
    expect(text).toContain('Not signed yet');
    expect(text).not.toContain('#employee_name');
    // The drawn signature is in the file as an image.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('is not found for another company, and answers with a reason for an uploaded PDF contract', async () => {
    const acmeContract = await t.one<{ id: number }>(`SELECT id FROM contracts WHERE name LIKE 'Employment contract%' ORDER BY id LIMIT 1`);
    const res = await t.app.inject({ method: 'GET', url: `/api/contract/${acmeContract.id}/pdf`, headers: { cookie: globex } });
    expect(res.statusCode).toBe(404);
    expect(json(res).reason_phrase).toBeTruthy();
  });
});
