import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS_PER_PAGE,
  isNewDocument,
  mayForward,
  mayReforward,
  ZForwardDocumentsRequestSchema,
  ZListDocumentsRequestSchema,
  ZSetForwardEmailRequestSchema,
} from '../src/documents.ts';

describe('documents', () => {
  it('lists 20 a page from page 0, every type when none is chosen', () => {
    expect(ZListDocumentsRequestSchema.parse({})).toEqual({ limit: DOCUMENTS_PER_PAGE, page: 0 });
    expect(DOCUMENTS_PER_PAGE).toBe(20);
    expect(ZListDocumentsRequestSchema.parse({ document_type: '' }).document_type).toBeUndefined();
    expect(ZListDocumentsRequestSchema.parse({ document_type: ' Invoice ', page: '2' })).toEqual({
      limit: 20,
      page: 2,
      document_type: 'Invoice',
    });
    expect(ZListDocumentsRequestSchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('is new until this user downloads it or marks it seen', () => {
    expect(isNewDocument({ downloads: 0, seen: false })).toBe(true);
    expect(isNewDocument({ downloads: 0, seen: true })).toBe(false);
    expect(isNewDocument({ downloads: 2, seen: false })).toBe(false);
  });

  it('lets admins forward, and re-forward only while acting as someone with an Invoice type', () => {
    const admin = { isAdmin: true, isReadOnly: false, isImpersonating: false };
    expect(mayForward(admin)).toBe(true);
    expect(mayForward({ ...admin, isAdmin: false })).toBe(false);
    expect(mayForward({ ...admin, isReadOnly: true })).toBe(false);
    expect(mayReforward(admin, ['Invoice'])).toBe(false);
    expect(mayReforward({ ...admin, isImpersonating: true }, ['Payslip'])).toBe(false);
    expect(mayReforward({ ...admin, isAdmin: false, isImpersonating: true }, ['Payslip', 'Invoice'])).toBe(true);
  });

  it('takes one valid forward address (empty clears it), trimmed and lower-cased', () => {
    expect(ZSetForwardEmailRequestSchema.parse({ document_type: 'Invoice', email: ' Books@Acme.TEST ' }).email).toBe('books@acme.test');
    expect(ZSetForwardEmailRequestSchema.parse({ document_type: 'Invoice', email: '' }).email).toBe('');
    for (const email of ['nope', 'a@b.test,c@d.test', 'a@b.test c@d.test', `${'x'.repeat(250)}@b.test`])
      expect(ZSetForwardEmailRequestSchema.safeParse({ document_type: 'Invoice', email }).success, email).toBe(false);
  });

  it('forwards at least one document', () => {
    expect(ZForwardDocumentsRequestSchema.safeParse({ document_ids: [] }).success).toBe(false);
    expect(ZForwardDocumentsRequestSchema.parse({ document_ids: [3] })).toEqual({ document_ids: [3], reforward: false });
  });
});
