import { z } from 'zod';
import { ZId } from './common.ts';

/** The spec leaves the global maximum open; 20 MB covers scanned multi-page receipts and certificates. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const SMALL_LIMIT_OBJECTS = ['training', 'training_participant', 'software'] as const;
export const SMALL_PDF_MAX_BYTES = 0.75 * 1024 * 1024;
export const SMALL_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const MAX_SCAN_RETRIES = 3;
export const SCAN_COMPLETE_DELAY_MS = 2000;
export const UPLOAD_MODAL_WIDTH = 600;
export const HARMFUL_DATA_DETECTED = 'Harmful data detected';
export const VIRUS_SCAN_FAILED = 'Virus scan failed';

export const UPLOAD_STATES = ['EMPTY', 'READING', 'PREVIEW', 'UPLOADING', 'COMPLETE'] as const;
export type TUploadState = (typeof UPLOAD_STATES)[number];
export const SCAN_STATUSES = ['pending', 'nothingDetected', 'virusDetected', 'failed'] as const;
export type TScanStatus = (typeof SCAN_STATUSES)[number];

/** Executables and scripts: never accepted, whatever they claim to be. */
export const BLACKLISTED_EXTENSIONS = new Set([
  'exe', 'bat', 'cmd', 'com', 'msi', 'msp', 'sh', 'bash', 'js', 'mjs', 'vbs', 'vbe', 'ps1', 'psm1', 'jar', 'scr', 'dll',
  'app', 'php', 'py', 'pl', 'rb', 'cpl', 'hta', 'jse', 'lnk', 'reg', 'wsf', 'wsh', 'html', 'htm', 'svg', 'xhtml',
]);

/** The spec's related objects are an open list; these are the ones the product attaches files to today. */
export const RELATED_OBJECTS = ['expense', 'sick_note', 'training', 'training_participant', 'software', 'document', 'asset', 'contract'] as const;

export type TUploadProblem = 'UPLOAD_ONLY_SINGLE_FILE' | 'FAIL_UPLOAD_FILETYPE' | 'FAIL_UPLOAD_MAXSIZE_X';

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

const isPdf = (ext: string, mime: string) => ext === 'pdf' || mime === 'application/pdf';
const isImage = (ext: string, mime: string) => mime.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext);

/** The largest size allowed for a file of this kind attached to this object. */
export function maxBytesFor(filename: string, mimeType: string, relatedObject: string): number {
  const ext = extensionOf(filename);
  if ((SMALL_LIMIT_OBJECTS as readonly string[]).includes(relatedObject)) {
    if (isPdf(ext, mimeType)) return SMALL_PDF_MAX_BYTES;
    if (isImage(ext, mimeType)) return SMALL_IMAGE_MAX_BYTES;
  }
  return MAX_UPLOAD_BYTES;
}

/** The checks both the upload widget and the server make; null when the file may go up. */
export function checkUpload(file: { filename: string; sizeBytes: number; mimeType: string; relatedObject: string; fileCount?: number }): TUploadProblem | null {
  if ((file.fileCount ?? 1) > 1) return 'UPLOAD_ONLY_SINGLE_FILE';
  if (BLACKLISTED_EXTENSIONS.has(extensionOf(file.filename))) return 'FAIL_UPLOAD_FILETYPE';
  if (file.sizeBytes > maxBytesFor(file.filename, file.mimeType, file.relatedObject)) return 'FAIL_UPLOAD_MAXSIZE_X';
  return null;
}

export const ZAddFileFieldsSchema = z.object({
  relatedObject: z.enum(RELATED_OBJECTS),
  relatedObjectId: ZId,
  documentType: z.string().trim().max(60).optional(),
});
export const ZAddFileResponseSchema = z.object({ file_id: z.number() });
