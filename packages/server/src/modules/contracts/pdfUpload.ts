import { PDFDocument } from 'pdf-lib';
import { CONTRACT_PDF_MAX_BYTES } from '@signoff/contract/contracts';
import { badRequest } from '../../http/errors.ts';
import { decodeBase64File } from './base64File.ts';

/**
 * An uploaded contract PDF, checked to be one: it starts as a PDF does, pdf-lib parses it (an encrypted one is
 * refused: nobody could read it in the provider or print it), and it has at least one page.
 */
export async function checkContractPdf(base64: string): Promise<{ bytes: Buffer; pages: number }> {
  const bytes = decodeBase64File(base64, 'base64_pdf', 'PDF', CONTRACT_PDF_MAX_BYTES);
  const notPdf = (message: string) => badRequest('NOT_A_PDF', message, { base64_pdf: 'Not a readable PDF' });
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw notPdf('This file is not a PDF');
  let pages: number;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    pages = document.getPageCount();
  } catch (error) {
    if (error instanceof Error && /encrypt/i.test(error.message))
      throw notPdf('This PDF is password-protected; upload it without a password');
    throw notPdf('This PDF is damaged and cannot be read');
  }
  if (pages === 0) throw notPdf('This PDF has no pages');
  return { bytes, pages };
}
