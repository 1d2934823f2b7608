import { describe, expect, it } from 'vitest';
import {
  ZAddContractToEmployeeSchema,
  ZEditSignatureRequirementsSchema,
  ZSignInternallySchema,
  ZSignAsEmployeeSchema,
  ZEmployeeContractViewSchema,
  isContractClosed,
  isStandardShortcode,
  shortcodesIn,
  splitName,
} from '../src/contracts.ts';

describe('contracts', () => {
  it('is closed only when neither the employee’s nor the internal signature is pending', () => {
    expect(isContractClosed({ status: 'closed', internal_status: 'closed' })).toBe(true);
    expect(isContractClosed({ status: 'pending', internal_status: 'closed' })).toBe(false);
    expect(isContractClosed({ status: 'closed', internal_status: 'pending' })).toBe(false);
  });

  it('finds shortcodes once each, in order, and tells the standard ones', () => {
    expect(shortcodesIn('<p>#employee_first_name starts #start_date as #job_title; #employee_first_name again. #1 #Upper</p>')).toEqual([
      'employee_first_name',
      'start_date',
      'job_title',
    ]);
    expect(isStandardShortcode('start_date')).toBe(true);
    expect(isStandardShortcode('job_title')).toBe(false);
  });

  it('splits a stored name into first and last', () => {
    expect(splitName('  Evan   Van der Berg ')).toEqual({ first: 'Evan', last: 'Van der Berg' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
  });

  it('wants exactly one template for an HTML contract, none for a PDF one', () => {
    const base = { employee_id: 1, contract_name: 'x' };
    expect(ZAddContractToEmployeeSchema.safeParse(base).success).toBe(false);
    expect(
      ZAddContractToEmployeeSchema.safeParse({ ...base, contract_template_id: 1, public_library_contract_template_id: 2 }).success,
    ).toBe(false);
    expect(ZAddContractToEmployeeSchema.safeParse({ ...base, contract_template_id: 1 }).success).toBe(true);
    expect(ZAddContractToEmployeeSchema.safeParse({ ...base, file_type: 'pdf' }).success).toBe(true);
  });

  it('refuses a signer name that is not text, and reads form booleans', () => {
    expect(ZSignInternallySchema.safeParse({ contract_id: 1, name: 'Marie \ud800', base64_signature: 'x' }).success).toBe(false);
    expect(
      ZSignInternallySchema.parse({ contract_id: 1, name: 'Marie', base64_signature: 'x', is_second_signer: '1' }).is_second_signer,
    ).toBe(true);
  });

  it('needs a first internal signer when one is required, and a second one who is somebody else', () => {
    expect(ZEditSignatureRequirementsSchema.safeParse({ template_id: 1, internal_signature_required: true }).success).toBe(false);
    expect(
      ZEditSignatureRequirementsSchema.safeParse({
        template_id: 1,
        internal_signature_required: true,
        internal_signer_user_id: 3,
        second_internal_signer_user_id: 3,
      }).success,
    ).toBe(false);
    expect(ZEditSignatureRequirementsSchema.safeParse({ template_id: 1, internal_signature_required: false }).success).toBe(true);
  });
  it("takes the employee's signature as a trimmed name and a bounded base64 image, nothing else", () => {
    expect(ZSignAsEmployeeSchema.parse({ contract_id: 3, name: '  Evan Peeters ', base64_signature: 'iVBOR' })).toEqual({
      contract_id: 3,
      name: 'Evan Peeters',
      base64_signature: 'iVBOR',
    });
    expect(ZSignAsEmployeeSchema.safeParse({ contract_id: 3, name: 'Evan \ud800', base64_signature: 'x' }).success).toBe(false);
    expect(ZSignAsEmployeeSchema.safeParse({ contract_id: 3, name: '   ', base64_signature: 'x' }).success).toBe(false);
    expect(ZSignAsEmployeeSchema.safeParse({ contract_id: 3, name: 'Evan', base64_signature: '' }).success).toBe(false);
    expect(ZSignAsEmployeeSchema.safeParse({ contract_id: 0, name: 'Evan', base64_signature: 'x' }).success).toBe(false);
    expect(ZSignAsEmployeeSchema.safeParse({ contract_id: 3, name: 'Evan', base64_signature: 'x'.repeat(500_000) }).success).toBe(false);
  });

  it("describes the employee's view with one of its three states and no text when not sent", () => {
    const view = {
      contract_id: 1,
      contract_name: 'Employment contract 2026',
      company_name: 'Acme',
      file_type: 'html',
      state: 'not_sent',
      rendered_html: null,
      has_pdf: false,
      signers: [],
      sent_at: null,
      signed_at: null,
      signed_name: null,
    };
    expect(ZEmployeeContractViewSchema.safeParse(view).success).toBe(true);
    expect(ZEmployeeContractViewSchema.safeParse({ ...view, state: 'withdrawn' }).success).toBe(false);
  });
});
