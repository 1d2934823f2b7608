import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HARMFUL_DATA_DETECTED, VIRUS_SCAN_FAILED } from '@signoff/contract/upload';
import { HttpError } from '../http/errors.ts';
import type { MalwareScanner } from '../integrations/malwareScan.ts';
import { sniffMime } from './fileType.ts';

const STORAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type StoredFile = { storageName: string; sizeBytes: number; sha256: string; detectedMime: string | null };

/** Files on disk under names we generate; the client's name is metadata only. */
export class FileStorage {
  constructor(private readonly rootDir: string) {
    fs.mkdirSync(rootDir, { recursive: true });
  }

  private pathOf(storageName: string): string {
    if (!STORAGE_NAME.test(storageName)) throw new HttpError(404, 'NOT_FOUND', 'This file does not exist');
    return path.join(this.rootDir, storageName);
  }

  /**
   * Streams to disk, counting as it goes so an oversized upload is cut off rather than written whole, then scans
   * the file when a scanner is given. Whatever fails, nothing is left behind.
   */
  async save(stream: Readable, options: { maxBytes: number; scanner?: MalwareScanner }): Promise<StoredFile> {
    const storageName = crypto.randomUUID();
    const target = path.join(this.rootDir, storageName);
    const hash = crypto.createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > options.maxBytes) return done(new HttpError(413, 'FAIL_UPLOAD_MAXSIZE_X', 'The file is larger than allowed'));
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, fs.createWriteStream(target, { flags: 'wx' }));
      // @fastify/multipart marks a part cut at its own limit instead of failing the stream.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new HttpError(413, 'FAIL_UPLOAD_MAXSIZE_X', 'The file is larger than allowed');
      if (options.scanner) {
        let result;
        try {
          result = await options.scanner.scan(target);
        } catch {
          throw new HttpError(503, 'SCAN_FAILED', VIRUS_SCAN_FAILED);
        }
        if (result.isInfected) throw new HttpError(422, 'HARMFUL_DATA', HARMFUL_DATA_DETECTED);
      }
      return { storageName, sizeBytes: size, sha256: hash.digest('hex'), detectedMime: sniffMime(head) };
    } catch (error) {
      fs.rmSync(target, { force: true });
      stream.resume();
      throw error;
    }
  }

  open(storageName: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storageName));
  }

  async remove(storageName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storageName), { force: true });
  }
}
