import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, checkUpload, maxBytesFor } from '@signoff/contract/upload';
import type { FileStorage } from './storage.ts';
import type { MalwareScanner } from '../integrations/malwareScan.ts';
import { HttpError } from '../http/errors.ts';
import { assertNoNul } from '../http/nulBytes.ts';

export type ReceivedFile = { filename: string; mimeType: string; stored: Awaited<ReturnType<FileStorage['save']>> };

/**
 * Reads a multipart form: text fields into a record, at most one file streamed to storage (scanned when a scanner
 * is given). Limits are checked before and while streaming, so an oversized file is never fully written.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  options: {
    storage: FileStorage;
    scanner: MalwareScanner | null;
    relatedObject: string;
    /** Runs on the fields sent before the file, before a byte of it is written; throwing refuses the upload. */
    beforeFile?: (fields: Record<string, string>) => Promise<void>;
  },
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'NOT_MULTIPART', 'Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 2, fields: 50, fieldSize: 100_000 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.filename.includes('\0')) {
        part.file.resume();
        assertNoNul({ filename: part.filename });
      }
      if (file) {
        part.file.resume();
        throw new HttpError(400, 'UPLOAD_ONLY_SINGLE_FILE', 'Upload one file at a time');
      }
      const problem = checkUpload({ filename: part.filename, sizeBytes: 0, mimeType: part.mimetype, relatedObject: options.relatedObject });
      if (problem) {
        part.file.resume();
        throw new HttpError(problem === 'FAIL_UPLOAD_MAXSIZE_X' ? 413 : 400, problem, uploadMessage(problem));
      }
      if (options.beforeFile) {
        try {
          await options.beforeFile(fields);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      const stored = await options.storage.save(part.file, {
        maxBytes: maxBytesFor(part.filename, part.mimetype, options.relatedObject),
        scanner: options.scanner,
        filename: part.filename,
      });
      file = { filename: part.filename, mimeType: part.mimetype, stored };
      const sized = checkUpload({
        filename: part.filename,
        sizeBytes: stored.sizeBytes,
        mimeType: stored.detectedMime ?? part.mimetype,
        relatedObject: options.relatedObject,
      });
      if (sized) throw new HttpError(sized === 'FAIL_UPLOAD_MAXSIZE_X' ? 413 : 400, sized, uploadMessage(sized));
    }
    assertNoNul(fields);
  } catch (error) {
    if (file) await options.storage.remove(file.stored.storageName);
    throw error;
  }
  return { fields, file };
}

/**
 * A multipart form read with its endpoint's field schema. `check` runs on the parsed fields before the file is written
 * when the fields come first (as the web sends them), so a request naming something unknown is refused without
 * storing anything; otherwise the file is already on disk when the fields are read, and a refused form takes it along.
 */
export async function receiveForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: {
    storage: FileStorage;
    scanner: MalwareScanner | null;
    relatedObject: string;
    check?: (fields: z.output<S>) => Promise<void>;
  },
): Promise<{ fields: z.output<S>; file: ReceivedFile | null }> {
  const { check } = options;
  const received = await receiveMultipart(request, {
    ...options,
    beforeFile: check
      ? async (early) => {
          const parsed = schema.safeParse(early);
          // Fields that arrive after the file are parsed (and refused) with the rest below.
          if (parsed.success) await check(parsed.data);
        }
      : undefined,
  });
  const parsed = schema.safeParse(received.fields);
  if (!parsed.success) {
    if (received.file) await options.storage.remove(received.file.stored.storageName);
    throw parsed.error;
  }
  return { fields: parsed.data, file: received.file };
}

function uploadMessage(key: string): string {
  switch (key) {
    case 'UPLOAD_ONLY_SINGLE_FILE':
      return 'Upload one file at a time';
    case 'FAIL_UPLOAD_FILETYPE':
      return 'Files of this type cannot be uploaded';
    case 'FAIL_UPLOAD_MAXSIZE_X':
      return 'The file is larger than allowed';
    default:
      return 'The file could not be uploaded';
  }
}
