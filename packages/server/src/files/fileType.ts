import fs from 'node:fs';
import { extensionOf } from '@signoff/contract/upload';

// What a file is, from its bytes: the declared name and type are the client's word, these are not.

/** How many leading bytes sniffMime looks at; storage keeps this many while it streams. */
export const SNIFF_BYTES = 4096;

export const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  ole2: 'application/x-ole-storage',
  text: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  svg: 'image/svg+xml',
  script: 'text/x-script',
  windowsExecutable: 'application/x-msdownload',
  elf: 'application/x-executable',
  machO: 'application/x-mach-binary',
  javaClass: 'application/java-vm',
  empty: 'application/x-empty',
  unknown: 'application/octet-stream',
} as const;

const DESCRIPTION: Record<string, string> = {
  [MIME.pdf]: 'a PDF document',
  [MIME.png]: 'a PNG image',
  [MIME.jpeg]: 'a JPEG image',
  [MIME.gif]: 'a GIF image',
  [MIME.webp]: 'a WebP image',
  [MIME.zip]: 'a ZIP archive',
  [MIME.docx]: 'a Word document',
  [MIME.xlsx]: 'an Excel workbook',
  [MIME.docm]: 'a Word document with macros',
  [MIME.xlsm]: 'an Excel workbook with macros',
  [MIME.ole2]: 'an old-style Office or installer file',
  [MIME.text]: 'plain text',
  [MIME.html]: 'a web page',
  [MIME.svg]: 'an SVG image',
  [MIME.script]: 'a script',
  [MIME.windowsExecutable]: 'a Windows program',
  [MIME.elf]: 'a Linux program',
  [MIME.machO]: 'a macOS program',
  [MIME.javaClass]: 'a Java program',
  [MIME.empty]: 'empty',
  [MIME.unknown]: 'binary data of an unknown kind',
};

/** Content that runs: refused whatever the name says. */
const EXECUTABLE: ReadonlySet<string> = new Set([
  MIME.windowsExecutable,
  MIME.elf,
  MIME.machO,
  MIME.javaClass,
  MIME.script,
  MIME.html,
  MIME.svg,
]);

const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');
const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/**
 * Text, judged from its first bytes: no NUL and no control characters other than tab, line feed, vertical tab,
 * form feed, carriage return and escape. Any 8-bit encoding passes (UTF-8, but also the Windows-1252 of an Excel
 * CSV); UTF-16 is recognised by its byte order mark.
 */
function isText(head: Buffer): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1b) return false;
  return true;
}

/** Text that a browser or a shell would run. */
function textKind(head: Buffer): string {
  const start = head
    .toString('utf8', 0, Math.min(head.length, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('#!')) return MIME.script;
  if (/^<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>])/.test(start)) return MIME.html;
  if (/^<svg[\s>]/.test(start) || (start.startsWith('<?xml') && start.includes('<svg'))) return MIME.svg;
  return MIME.text;
}

/** The type the first bytes show (up to SNIFF_BYTES of them). A ZIP is only 'application/zip' here; see detectFileType. */
export function sniffMime(head: Buffer): string {
  if (head.length === 0) return MIME.empty;
  if (ascii(head, 0, 5) === '%PDF-') return MIME.pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MIME.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MIME.jpeg;
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return MIME.gif;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return MIME.webp;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return MIME.zip;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return MIME.ole2;
  if (startsWith(head, [0x4d, 0x5a])) return MIME.windowsExecutable; // "MZ"
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return MIME.elf;
  for (const magic of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
  ])
    if (startsWith(head, magic)) return MIME.machO;
  if (startsWith(head, [0xca, 0xfe, 0xba, 0xbe])) return MIME.javaClass; // also a universal Mach-O binary
  if (isText(head)) return textKind(head);
  return MIME.unknown;
}

/**
 * The names of the entries of a ZIP file, from its central directory (at the end of the file), or null when the
 * file is not a readable ZIP. ZIP64 archives are not read (uploads are far below 4 GB).
 */
export async function zipEntryNames(filePath: string): Promise<string[] | null> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 22) return null;
    const tailLength = Math.min(size, 22 + 0xffff); // the end record plus the longest possible comment
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return null;
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset === 0xffffffff || directorySize > 16 * 1024 * 1024 || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (at + 46 + nameLength > directory.length) return null;
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/** What an Office Open XML package is, from its entry names; plain 'application/zip' for any other ZIP. */
export function officeKind(names: readonly string[]): string {
  const has = (name: string) => names.includes(name);
  const under = (prefix: string) => names.some((n) => n.startsWith(prefix));
  if (!has('[Content_Types].xml')) return MIME.zip;
  if (under('word/')) return has('word/vbaProject.bin') ? MIME.docm : MIME.docx;
  if (under('xl/')) return has('xl/vbaProject.bin') ? MIME.xlsm : MIME.xlsx;
  return MIME.zip;
}

/**
 * The type of a stored file: sniffMime of its first bytes, and for a ZIP a look at its entries to tell a Word
 * document or an Excel workbook from any other archive.
 */
export async function detectFileType(filePath: string, head?: Buffer): Promise<string> {
  let first = head;
  if (!first) {
    const handle = await fs.promises.open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      first = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
  const sniffed = sniffMime(first);
  if (sniffed !== MIME.zip) return sniffed;
  const names = await zipEntryNames(filePath);
  return names ? officeKind(names) : MIME.zip;
}

/** The extensions whose content we check, with the types their content may have and the type we store. */
export const ACCEPTED_TYPES: Readonly<Record<string, { content: readonly string[]; store: string }>> = {
  pdf: { content: [MIME.pdf], store: MIME.pdf },
  png: { content: [MIME.png], store: MIME.png },
  jpg: { content: [MIME.jpeg], store: MIME.jpeg },
  jpeg: { content: [MIME.jpeg], store: MIME.jpeg },
  gif: { content: [MIME.gif], store: MIME.gif },
  webp: { content: [MIME.webp], store: MIME.webp },
  docx: { content: [MIME.docx], store: MIME.docx },
  xlsx: { content: [MIME.xlsx], store: MIME.xlsx },
  txt: { content: [MIME.text, MIME.empty], store: MIME.text },
  csv: { content: [MIME.text, MIME.empty], store: MIME.csv },
};

/** Types safe to keep as themselves when the name has no extension we check (a browser shows them, runs nothing). */
const SELF_EVIDENT: ReadonlySet<string> = new Set([MIME.pdf, MIME.png, MIME.jpeg, MIME.gif, MIME.webp]);

export type TypeVerdict = { ok: true; mime: string } | { ok: false; detected: string; reason: string };

export const describeType = (mime: string) => DESCRIPTION[mime] ?? mime;

/**
 * Whether the content agrees with the declared file name, and the type to store and serve it under.
 * - For the extensions of ACCEPTED_TYPES the content must be of that kind (an .exe renamed .pdf is refused).
 * - For any other name (the contract's blacklist has already refused the dangerous extensions), content that runs
 *   (programs, scripts, web pages, SVG) is refused; the rest is kept as an opaque download, except PDFs and images
 *   which keep their own type.
 */
export function checkDeclaredType(filename: string, detected: string): TypeVerdict {
  const ext = extensionOf(filename);
  const accepted = ACCEPTED_TYPES[ext];
  if (accepted) {
    if (accepted.content.includes(detected)) return { ok: true, mime: accepted.store };
    const what = detected === MIME.empty ? 'is empty' : `is ${describeType(detected)}`;
    return { ok: false, detected, reason: `The file's content ${what}, which does not match its .${ext} extension` };
  }
  if (EXECUTABLE.has(detected))
    return { ok: false, detected, reason: `The file's content is ${describeType(detected)}, which cannot be uploaded` };
  return { ok: true, mime: SELF_EVIDENT.has(detected) ? detected : MIME.unknown };
}
