// FileStorage and fileType, without a scanner (the scanner tests, against a real clamd, are in malwareScan.test.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, SMALL_PDF_MAX_BYTES } from '@signoff/contract/upload';
import { FileRejectedError, FileStorage } from '../../src/files/storage.ts';
import { MIME, checkDeclaredType, detectFileType, officeKind, sniffMime, zipEntryNames } from '../../src/files/fileType.ts';
import { HttpError, installErrorHandler } from '../../src/http/errors.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);

/** A real ZIP (stored entries, correct CRCs and central directory), enough for Office detection. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX = zip({ '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' });
const XLSX = zip({ '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>' });
const DOCM = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'macro' });
const PLAIN_ZIP = zip({ 'a.txt': 'hello' });

/** A source that hands out `data` in chunks of `chunk` bytes, like a network stream. */
function chunked(data: Buffer, chunk = 1000): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= data.length) return this.push(null);
      this.push(data.subarray(at, at + chunk));
      at += chunk;
    },
  });
}

const roots: string[] = [];
let storage: FileStorage;
let root: string;

function listAll(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) => fs.statSync(path.join(dir, p)).isFile());
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-storage-'));
  roots.push(root);
  storage = new FileStorage(path.join(root, 'files'));
});

afterAll(() => {
  for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<FileRejectedError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileRejectedError);
  return error as FileRejectedError;
}

describe('FileStorage.save: size limit while streaming', () => {
  it('keeps a file of exactly maxBytes, with its size and SHA-256', async () => {
    const data = crypto.randomBytes(64 * 1024);
    const stored = await storage.save(chunked(data, 4096), { maxBytes: data.length });
    expect(stored.sizeBytes).toBe(data.length);
    expect(stored.sha256).toBe(sha256(data));
    expect(fs.readFileSync(path.join(storage.rootDir, stored.storageName))).toEqual(data);
    expect(listAll(storage.rootDir)).toEqual([stored.storageName]);
  });

  it('refuses maxBytes + 1 with 413 FILE_TOO_LARGE / FAIL_UPLOAD_MAXSIZE_X and leaves no file', async () => {
    const data = crypto.randomBytes(64 * 1024 + 1);
    const error = await rejection(storage.save(chunked(data, 4096), { maxBytes: data.length - 1 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('FILE_TOO_LARGE');
    expect(error.reason).toBe('FAIL_UPLOAD_MAXSIZE_X');
    expect(error.message).toBe('The file is larger than the 0.06 MB allowed');
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('refuses an oversized file arriving as one chunk too', async () => {
    const error = await rejection(storage.save(Readable.from([Buffer.alloc(11)]), { maxBytes: 10 }));
    expect(error.statusCode).toBe(413);
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('uses the real limits: 0.75 MB passes, one byte more does not', async () => {
    const pdf = Buffer.concat([PDF, Buffer.alloc(SMALL_PDF_MAX_BYTES - PDF.length, 0x20)]);
    const stored = await storage.save(chunked(pdf, 65536), { maxBytes: SMALL_PDF_MAX_BYTES, filename: 'cert.pdf' });
    expect(stored.sizeBytes).toBe(SMALL_PDF_MAX_BYTES);
    const error = await rejection(
      storage.save(chunked(Buffer.concat([pdf, Buffer.from(' ')]), 65536), { maxBytes: SMALL_PDF_MAX_BYTES, filename: 'cert.pdf' }),
    );
    expect(error.message).toBe('The file is larger than the 0.75 MB allowed');
    expect(listAll(storage.rootDir)).toEqual([stored.storageName]);
  });

  it('drains the rest of the source instead of destroying it', async () => {
    const source = chunked(Buffer.alloc(100_000, 0x61), 1000);
    await rejection(storage.save(source, { maxBytes: 5000 }));
    await new Promise<void>((resolve) => (source.readableEnded ? resolve() : source.once('end', () => resolve())));
    expect(source.destroyed || source.readableEnded).toBe(true);
  });

  it('takes the limit from a multipart part that was cut at its own limit (truncated)', async () => {
    const source = Object.assign(Readable.from([Buffer.from('hello')]), { truncated: true });
    const error = await rejection(storage.save(source, { maxBytes: 100 }));
    expect(error.statusCode).toBe(413);
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('passes on a failing source and leaves no file', async () => {
    const source = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.save(source, { maxBytes: 10_000 })).rejects.toThrow('client went away');
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('fails a source that closes before its end', async () => {
    let sent = false;
    const source = new Readable({
      read() {
        if (sent) return void this.destroy();
        sent = true;
        this.push(Buffer.alloc(1000));
      },
    });
    await expect(storage.save(source, { maxBytes: 10_000 })).rejects.toThrow('The upload was interrupted');
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('stores an empty text file', async () => {
    const stored = await storage.save(Readable.from([]), { maxBytes: 10, filename: 'empty.txt' });
    expect(stored).toMatchObject({ sizeBytes: 0, sha256: sha256(Buffer.alloc(0)), detectedMime: 'text/plain' });
  });
});

describe('FileStorage.save: names', () => {
  it('stores under fresh random UUIDs, never the client name', async () => {
    const a = await storage.save(chunked(PDF), { maxBytes: 1000, filename: '../../../etc/passwd.pdf' });
    const b = await storage.save(chunked(PDF), { maxBytes: 1000, filename: '../../../etc/passwd.pdf' });
    expect(a.storageName).toMatch(UUID_V4);
    expect(b.storageName).toMatch(UUID_V4);
    expect(a.storageName).not.toBe(b.storageName);
    expect(a.sha256).toBe(b.sha256);
    expect(listAll(storage.rootDir).sort()).toEqual([a.storageName, b.storageName].sort());
    expect(fs.readdirSync(root).sort()).toEqual(['files']);
    expect(fs.readdirSync(path.join(storage.rootDir, '.incoming'))).toEqual([]);
  });
});

describe('FileStorage folders', () => {
  it('keeps its own folder private but creates the folders above it as any other (a shared parent stays enterable)', () => {
    const nested = new FileStorage(path.join(root, 'data', 'company', 'files'));
    const mode = (dir: string) => fs.statSync(dir).mode & 0o777;
    expect(mode(nested.rootDir)).toBe(0o700);
    expect(mode(path.join(nested.rootDir, '.incoming'))).toBe(0o700);
    // The umask decides, as for mkdir: 0o755 under the usual 022. It was 0o700, which shut out an embedded PostgreSQL
    // run as another user from a sibling folder.
    expect(mode(path.join(root, 'data'))).toBe(0o777 & ~process.umask());
    expect(mode(path.join(root, 'data', 'company'))).toBe(0o777 & ~process.umask());
  });
});

describe('FileStorage.open and remove', () => {
  it('reads back a stored file and removes it', async () => {
    const stored = await storage.save(chunked(PDF), { maxBytes: 1000 });
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(stored.storageName)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(PDF);
    expect(await storage.exists(stored.storageName)).toBe(true);
    await storage.remove(stored.storageName);
    expect(await storage.exists(stored.storageName)).toBe(false);
    await storage.remove(stored.storageName); // already gone: no error
  });

  it('refuses any name it did not give: paths, traversal, client names, temporary files', async () => {
    const stored = await storage.save(chunked(PDF), { maxBytes: 1000 });
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    const bad = [
      '../secret.txt',
      '..',
      '.',
      '',
      '/etc/passwd',
      `../files/${stored.storageName}`,
      `${stored.storageName}/../../secret.txt`,
      `./${stored.storageName}`,
      `${stored.storageName}\0`,
      `${stored.storageName}.part`,
      `.incoming/${stored.storageName}.part`,
      stored.storageName.toUpperCase(),
      'receipt.pdf',
      '00000000-0000-0000-0000-000000000000',
    ];
    for (const name of bad) {
      expect(() => storage.open(name), name).toThrow(HttpError);
      await expect(storage.remove(name), name).rejects.toThrow(HttpError);
      expect(await storage.exists(name), name).toBe(false);
    }
    try {
      storage.open('../secret.txt');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
    expect(await storage.exists(stored.storageName)).toBe(true);
  });

  it('removes half-written uploads a crash left behind, but only stale ones', () => {
    const incoming = path.join(storage.rootDir, '.incoming');
    const stale = path.join(incoming, `${crypto.randomUUID()}.part`);
    const fresh = path.join(incoming, `${crypto.randomUUID()}.part`);
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, old, old);
    // Both times by the process's clock, which the sweep compares them with (it may not be the file system's: faketime).
    fs.utimesSync(fresh, new Date(), new Date());
    new FileStorage(storage.rootDir);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});

describe('FileStorage.save: content must agree with the name', () => {
  it.each([
    ['receipt.pdf', PDF, 'application/pdf'],
    ['RECEIPT.PDF', PDF, 'application/pdf'],
    ['photo.png', PNG, 'image/png'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['photo.JPEG', JPEG, 'image/jpeg'],
    ['anim.gif', GIF, 'image/gif'],
    ['pic.webp', WEBP, 'image/webp'],
    ['letter.docx', DOCX, MIME.docx],
    ['sheet.xlsx', XLSX, MIME.xlsx],
    ['notes.txt', Buffer.from('Hello\r\nWorld\n'), 'text/plain'],
    ['export.csv', Buffer.from('name;amount\nCafé;12,50\n', 'latin1'), 'text/csv'],
    ['export.csv', Buffer.from('name,amount\nCafé,12.50\n', 'utf8'), 'text/csv'],
    ['legacy.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/octet-stream'],
    ['archive.zip', PLAIN_ZIP, 'application/octet-stream'],
    ['scan', PDF, 'application/pdf'],
  ] as const)('keeps %s as %s', async (filename, data, mime) => {
    const stored = await storage.save(chunked(data, 7), { maxBytes: MAX_UPLOAD_BYTES, filename });
    expect(stored.detectedMime).toBe(mime);
  });

  it.each([
    ['invoice.pdf', EXE, /Windows program.*\.pdf extension/],
    ['invoice.PDF', ELF, /Linux program.*\.pdf extension/],
    ['photo.jpg', PNG, /PNG image.*\.jpg extension/],
    ['photo.png', PDF, /PDF document.*\.png extension/],
    ['letter.docx', PLAIN_ZIP, /ZIP archive.*\.docx extension/],
    ['letter.docx', XLSX, /Excel workbook.*\.docx extension/],
    ['letter.docx', DOCM, /Word document with macros.*\.docx extension/],
    ['sheet.xlsx', DOCX, /Word document.*\.xlsx extension/],
    ['notes.txt', EXE, /Windows program.*\.txt extension/],
    ['notes.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), /script.*\.txt extension/],
    ['notes.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), /web page.*\.txt extension/],
    ['data.csv', Buffer.from([0x00, 0x01, 0x02, 0x03]), /unknown kind.*\.csv extension/],
    ['receipt.pdf', Buffer.alloc(0), /is empty.*\.pdf extension/],
    ['tool.dat', ELF, /Linux program, which cannot be uploaded/],
    ['README', EXE, /Windows program, which cannot be uploaded/],
    ['drawing.xml', Buffer.from('<?xml version="1.0"?><svg onload="alert(1)"/>'), /SVG image, which cannot be uploaded/],
  ] as const)('refuses %s whose content does not match', async (filename, data, reason) => {
    const error = await rejection(storage.save(chunked(data), { maxBytes: MAX_UPLOAD_BYTES, filename }));
    expect(error.statusCode).toBe(415);
    expect(error.code).toBe('FILE_TYPE_MISMATCH');
    expect(error.reason).toBe('FAIL_UPLOAD_FILETYPE');
    expect(error.message).toMatch(reason);
    expect(listAll(storage.rootDir)).toEqual([]);
  });

  it('without a file name, keeps what the content shows but still refuses programs', async () => {
    expect((await storage.save(chunked(DOCX), { maxBytes: 10_000 })).detectedMime).toBe(MIME.docx);
    expect((await storage.save(chunked(Buffer.from('a,b\n')), { maxBytes: 10_000 })).detectedMime).toBe('text/plain');
    const error = await rejection(storage.save(chunked(EXE), { maxBytes: 10_000 }));
    expect(error.code).toBe('FILE_TYPE_MISMATCH');
    expect(listAll(storage.rootDir)).toHaveLength(2);
  });
});

describe('fileType', () => {
  it('sniffs the first bytes', () => {
    expect(sniffMime(PDF)).toBe('application/pdf');
    expect(sniffMime(PNG)).toBe('image/png');
    expect(sniffMime(JPEG)).toBe('image/jpeg');
    expect(sniffMime(GIF)).toBe('image/gif');
    expect(sniffMime(WEBP)).toBe('image/webp');
    expect(sniffMime(DOCX)).toBe('application/zip');
    expect(sniffMime(EXE)).toBe(MIME.windowsExecutable);
    expect(sniffMime(ELF)).toBe(MIME.elf);
    expect(sniffMime(Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]))).toBe(MIME.machO);
    expect(sniffMime(Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52]))).toBe(MIME.javaClass);
    expect(sniffMime(Buffer.from('plain words\tand tabs\n'))).toBe('text/plain');
    expect(sniffMime(Buffer.from('\uFEFFwith a BOM'))).toBe('text/plain');
    expect(sniffMime(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe('text/plain');
    expect(sniffMime(Buffer.from('  <html><body>hi</body></html>'))).toBe('text/html');
    expect(sniffMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffMime(Buffer.from('#!/usr/bin/env node\n'))).toBe(MIME.script);
    expect(sniffMime(Buffer.from([0x00, 0x00, 0x01, 0x00]))).toBe('application/octet-stream');
    expect(sniffMime(Buffer.alloc(0))).toBe(MIME.empty);
  });

  it('reads ZIP entry names and tells Office files apart', async () => {
    const file = path.join(root, 'x.zip');
    fs.writeFileSync(file, DOCX);
    expect(await zipEntryNames(file)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(await detectFileType(file)).toBe(MIME.docx);
    fs.writeFileSync(file, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]));
    expect(await zipEntryNames(file)).toBeNull();
    expect(await detectFileType(file)).toBe('application/zip');
    expect(officeKind(['[Content_Types].xml', 'xl/workbook.xml', 'xl/vbaProject.bin'])).toBe(MIME.xlsm);
    expect(officeKind(['word/document.xml'])).toBe('application/zip');
  });

  it('explains a refusal', () => {
    expect(checkDeclaredType('invoice.pdf', MIME.windowsExecutable)).toEqual({
      ok: false,
      detected: MIME.windowsExecutable,
      reason: "The file's content is a Windows program, which does not match its .pdf extension",
    });
    expect(checkDeclaredType('invoice.pdf', MIME.pdf)).toEqual({ ok: true, mime: 'application/pdf' });
  });
});

describe('FileStorage with @fastify/multipart', () => {
  const boundary = '----signoff-test-boundary';
  const body = (file: Buffer, filename: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="relatedObject"\r\n\r\nexpense\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);

  it('answers 413 for a part over the limit, keeps nothing, and goes on serving', async () => {
    const app = Fastify();
    installErrorHandler(app);
    await app.register(multipart);
    const maxBytes = 50_000;
    app.post('/upload', async (request) => {
      let stored = null;
      for await (const part of request.parts({ limits: { fileSize: maxBytes * 4, files: 1 } })) {
        if (part.type === 'file') stored = await storage.save(part.file, { maxBytes, filename: part.filename });
      }
      return { data: stored };
    });
    const post = (file: Buffer, filename = 'r.pdf') =>
      app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body(file, filename),
      });

    const exact = Buffer.concat([PDF, Buffer.alloc(maxBytes - PDF.length, 0x20)]);
    const ok = await post(exact);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.sizeBytes).toBe(maxBytes);

    const tooBig = await post(Buffer.concat([exact, Buffer.from(' ')]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'FILE_TOO_LARGE', reason_phrase: 'The file is larger than the 0.05 MB allowed' });

    const wayTooBig = await post(Buffer.concat([exact, Buffer.alloc(maxBytes * 10)]));
    expect(wayTooBig.statusCode).toBe(413);

    const renamed = await post(EXE, 'invoice.pdf');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe('FILE_TYPE_MISMATCH');

    expect((await post(PDF)).statusCode).toBe(200);
    expect(listAll(storage.rootDir)).toHaveLength(2);
    await app.close();
  });
});
