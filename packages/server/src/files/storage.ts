import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HARMFUL_DATA_DETECTED, VIRUS_SCAN_FAILED, formatUploadLimit } from '@signoff/contract/upload';
import { HttpError } from '../http/errors.ts';
import type { MalwareScanner, ScanResult } from '../integrations/malwareScan.ts';
import { SNIFF_BYTES, checkDeclaredType, detectFileType } from './fileType.ts';
import { UPLOAD_BYTES_PER_COLLECTION, collectYoungGarbage } from './youngGarbage.ts';

/** The names we give stored files: crypto.randomUUID(), a version 4 UUID. Nothing else is ever opened. */
const STORAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Uploads in progress live here until they are checked; the folder is inside rootDir so a rename is atomic. */
const INCOMING = '.incoming';
/** Leftovers of a crash older than this are removed when a FileStorage is created. */
const STALE_PART_MS = 60 * 60 * 1000;

export type StoredFile = {
  /** The random name the file is stored under; keep it in the database, never show it. */
  storageName: string;
  sizeBytes: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  /** The type the content shows (and, when a filename was given, the type to serve it as); never the client's word. */
  detectedMime: string;
};

export type SaveOptions = {
  /** The most bytes this upload may have; checked while streaming (use the contract's maxBytesFor). */
  maxBytes: number;
  /** When given, the file is scanned before it is kept. */
  scanner?: MalwareScanner | null;
  /** The client's file name: when given, the content must agree with its extension (fileType.checkDeclaredType). */
  filename?: string;
};

export type FileErrorCode = 'FILE_TOO_LARGE' | 'HARMFUL_DATA' | 'SCAN_FAILED' | 'FILE_TYPE_MISMATCH';

/**
 * An upload refused by storage. An Error with statusCode and code (an HttpError, so the app's error handler answers
 * { reason_phrase: message, code } with that status). `reason` is what the upload widget keys on: the spec's
 * message key (FAIL_UPLOAD_MAXSIZE_X, FAIL_UPLOAD_FILETYPE) or server reason ('Harmful data detected',
 * 'Virus scan failed', which are also the messages of those two).
 */
export class FileRejectedError extends HttpError {
  override readonly name = 'FileRejectedError';
  constructor(
    statusCode: number,
    override readonly code: FileErrorCode,
    message: string,
    readonly reason: string,
    /** For the log only: the detected type, the signature found, the size limit. */
    readonly details: { detectedMime?: string; signature?: string; maxBytes?: number } = {},
    cause?: unknown,
  ) {
    super(statusCode, code, message);
    if (cause !== undefined) this.cause = cause;
  }
}

const tooLarge = (maxBytes: number) =>
  new FileRejectedError(
    413,
    'FILE_TOO_LARGE',
    `The file is larger than the ${formatUploadLimit(maxBytes)} allowed`,
    'FAIL_UPLOAD_MAXSIZE_X',
    { maxBytes },
  );
const typeMismatch = (reason: string, detectedMime: string) =>
  new FileRejectedError(415, 'FILE_TYPE_MISMATCH', reason, 'FAIL_UPLOAD_FILETYPE', { detectedMime });
const harmful = (signature: string | undefined) =>
  new FileRejectedError(422, 'HARMFUL_DATA', HARMFUL_DATA_DETECTED, HARMFUL_DATA_DETECTED, { signature });
const scanFailed = (cause: unknown) => new FileRejectedError(503, 'SCAN_FAILED', VIRUS_SCAN_FAILED, VIRUS_SCAN_FAILED, {}, cause);

/** Files on disk under names we generate; the client's name is metadata only and never touches the file system. */
export class FileStorage {
  readonly rootDir: string;
  private readonly incomingDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
    this.incomingDir = path.join(this.rootDir, INCOMING);
    // Private: its own folder and the one uploads arrive in. The folders above it are made as mkdir makes any (a mode
    // given to a recursive mkdir applies to every folder it creates, and shut others out of a shared parent).
    fs.mkdirSync(path.dirname(this.rootDir), { recursive: true });
    fs.mkdirSync(this.incomingDir, { recursive: true, mode: 0o700 });
    this.sweepIncoming();
  }

  /** True for names this storage could have given; anything else (paths, "..", client names) is never opened. */
  static isStorageName(name: string): boolean {
    return STORAGE_NAME.test(name);
  }

  private pathOf(storageName: string): string {
    if (typeof storageName !== 'string' || !FileStorage.isStorageName(storageName))
      throw new HttpError(404, 'NOT_FOUND', 'This file does not exist');
    const full = path.resolve(this.rootDir, storageName);
    if (path.dirname(full) !== this.rootDir) throw new HttpError(404, 'NOT_FOUND', 'This file does not exist');
    return full;
  }

  /**
   * Streams an upload to a temporary file under a random name, counting as it goes so an oversized upload is cut
   * off rather than written whole; hashes it; checks its content against its name (when given) and refuses content
   * that runs; scans it (when a scanner is given); and only then keeps it. Whatever fails, nothing is left on disk,
   * and the rest of the source is drained (not destroyed) so a multipart parser can go on to answer.
   *
   * Throws FileRejectedError: 413 FILE_TOO_LARGE, 415 FILE_TYPE_MISMATCH, 422 HARMFUL_DATA ('Harmful data
   * detected'), 503 SCAN_FAILED ('Virus scan failed'); or the source's own error.
   */
  async save(stream: Readable, options: SaveOptions): Promise<StoredFile> {
    const storageName = crypto.randomUUID();
    const partPath = path.join(this.incomingDir, `${storageName}.part`);
    let kept = false;
    try {
      const { sizeBytes, sha256, head } = await receive(stream, partPath, options.maxBytes);
      // @fastify/multipart marks a part cut at its own fileSize limit instead of failing the stream.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(options.maxBytes);

      const detected = await detectFileType(partPath, head);
      const verdict = checkDeclaredType(options.filename ?? '', detected);
      if (!verdict.ok) throw typeMismatch(verdict.reason, verdict.detected);
      // Without a name there is no extension to agree with: keep what the content shows (runnable content is refused above).
      const detectedMime = options.filename === undefined ? detected : verdict.mime;

      if (options.scanner) {
        let result: ScanResult;
        try {
          result = await options.scanner.scan(partPath);
        } catch (error) {
          throw scanFailed(error);
        }
        if (result.isInfected) throw harmful(result.signature);
      }

      await fs.promises.rename(partPath, path.join(this.rootDir, storageName));
      kept = true;
      return { storageName, sizeBytes, sha256, detectedMime };
    } finally {
      if (!kept) await fs.promises.rm(partPath, { force: true });
    }
  }

  /** A stream of a stored file. Refuses (404) any name this storage did not give; a missing file errors on the stream. */
  open(storageName: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storageName));
  }

  async exists(storageName: string): Promise<boolean> {
    if (!FileStorage.isStorageName(storageName)) return false;
    return fs.promises.access(this.pathOf(storageName)).then(
      () => true,
      () => false,
    );
  }

  /** Deletes a stored file; no error when it is already gone. */
  async remove(storageName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storageName), { force: true });
  }

  /** Removes uploads a crashed process left half-written (older than an hour, so no live upload is touched). */
  sweepIncoming(olderThanMs = STALE_PART_MS): void {
    const now = Date.now();
    for (const name of fs.readdirSync(this.incomingDir)) {
      if (!name.endsWith('.part')) continue;
      const full = path.join(this.incomingDir, name);
      try {
        if (now - fs.statSync(full).mtimeMs > olderThanMs) fs.rmSync(full, { force: true });
      } catch {
        // gone already
      }
    }
  }
}

/**
 * Copies the source to `target`, failing with 413 as soon as more than maxBytes arrived. The source is piped rather
 * than handed to pipeline(), so a failure leaves it intact: it is unpiped and drained instead of destroyed.
 */
async function receive(source: Readable, target: string, maxBytes: number): Promise<{ sizeBytes: number; sha256: string; head: Buffer }> {
  const hash = crypto.createHash('sha256');
  let sizeBytes = 0;
  let sinceCollection = 0;
  const headParts: Buffer[] = [];
  let headLength = 0;
  const meter = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      sizeBytes += data.length;
      if (sizeBytes > maxBytes) return done(tooLarge(maxBytes));
      if (headLength < SNIFF_BYTES) {
        const part = Buffer.from(data.subarray(0, SNIFF_BYTES - headLength));
        headParts.push(part);
        headLength += part.length;
      }
      hash.update(data);
      sinceCollection += data.length;
      if (sinceCollection >= UPLOAD_BYTES_PER_COLLECTION) {
        sinceCollection = 0;
        collectYoungGarbage();
      }
      done(null, data);
    },
  });
  const onError = (error: Error) => meter.destroy(error);
  const onClose = () => {
    if (!source.readableEnded) meter.destroy(new Error('The upload was interrupted'));
  };
  // Created before anything can fail: a write stream opens its file lazily, so after an early error the file could
  // appear only after the caller had removed it, and stay behind.
  const file = await fs.promises.open(target, 'wx', 0o600);
  source.on('error', onError);
  source.once('close', onClose);
  source.pipe(meter);
  try {
    await pipeline(meter, file.createWriteStream());
  } catch (error) {
    source.unpipe(meter);
    if (!source.destroyed) {
      source.on('error', () => {}); // an abort while draining must not crash the process
      source.resume();
    }
    throw error;
  } finally {
    source.off('error', onError);
    source.off('close', onClose);
  }
  return { sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headParts) };
}
