import mammoth from 'mammoth';
import { WORD_FILE_MAX_BYTES } from '@signoff/contract/contracts';
import { badRequest } from '../../http/errors.ts';
import { sanitizeContractHtml } from './html.ts';
import { decodeBase64File } from './base64File.ts';

/** A .docx is a zip: anything else (an old .doc, a renamed PDF) is refused before the converter sees it. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A Word file's text as contract HTML: mammoth maps Word's headings, lists, tables and emphasis to plain HTML, and
 * the result goes through the same sanitizer as any stored contract (images and anything else outside the allowlist
 * are dropped, so the import never stores more than a typed template could).
 */
export async function wordToHtml(base64: string): Promise<{ content_html: string; warnings: string[] }> {
  const bytes = decodeBase64File(base64, 'base64_word_file', 'Word file', WORD_FILE_MAX_BYTES);
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC))
    throw badRequest('NOT_A_DOCX', 'This is not a .docx Word file (an old .doc has to be saved as .docx first)', {
      base64_word_file: 'Not a .docx',
    });
  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml({ buffer: bytes });
  } catch {
    throw badRequest('CORRUPT_FILE', 'This Word file is damaged or not a Word document; open it in Word and save it again', {
      base64_word_file: 'Damaged',
    });
  }
  return {
    content_html: sanitizeContractHtml(result.value),
    warnings: result.messages.filter((m) => m.type === 'warning').map((m) => m.message),
  };
}
