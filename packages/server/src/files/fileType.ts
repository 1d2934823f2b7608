import { extensionOf } from '@signoff/contract/upload';

/** What the first bytes say a file is; the declared name and type are the client's word, these are not. */
export function sniffMime(head: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'application/zip';
  if (starts(0x4d, 0x5a)) return 'application/x-msdownload';
  if (starts(0x7f, 0x45, 0x4c, 0x46)) return 'application/x-elf';
  if (head.length > 0 && !head.includes(0)) return 'text/plain';
  if (head.length === 0) return 'text/plain';
  return null;
}

const EXPECTED: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  docx: ['application/zip'],
  xlsx: ['application/zip'],
  odt: ['application/zip'],
  txt: ['text/plain'],
  csv: ['text/plain'],
};

const OFFICE_MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  csv: 'text/csv',
};

/**
 * The type to store a file under, or null when its content does not match its name (an .exe renamed .pdf).
 * Names we do not know are kept as opaque downloads unless their content is an executable.
 */
export function resolveMime(filename: string, detected: string | null): string | null {
  const ext = extensionOf(filename);
  if (detected === 'application/x-msdownload' || detected === 'application/x-elf') return null;
  const expected = EXPECTED[ext];
  if (!expected) return 'application/octet-stream';
  if (!detected || !expected.includes(detected)) return null;
  return OFFICE_MIME[ext] ?? detected;
}
