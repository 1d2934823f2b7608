import { z } from 'zod';
import { ZId } from './common.ts';
import { formatDecimal, type TLocale } from './format.ts';

// Upload rules shared by the upload widget and the server (spec §2.4, §4, §5, §8, §9). Pure: no I/O.

const MB = 1024 * 1024;

/**
 * The global maximum size of one uploaded file. The spec leaves this value open ("global maximum file size not
 * shown", §5 and §9); 20 MB is our choice: it covers scanned multi-page receipts and certificates and stays below
 * clamd's default stream limits.
 */
export const MAX_UPLOAD_BYTES = 20 * MB;

/** Related objects whose PDFs and images have the smaller limits below (spec §5, §9). */
export const RELATED_OBJECTS_WITH_SMALL_LIMITS = ['training', 'training_participant', 'software'] as const;
/** A PDF attached to one of RELATED_OBJECTS_WITH_SMALL_LIMITS may be at most 0.75 MB. */
export const SMALL_PDF_MAX_BYTES = 0.75 * MB;
/** An image attached to one of RELATED_OBJECTS_WITH_SMALL_LIMITS may be at most 4 MB. */
export const SMALL_IMAGE_MAX_BYTES = 4 * MB;

/** "Try again" after a failed scan is disabled after this many retries (spec §4, §8, §9). */
export const MAX_SCAN_RETRIES = 3;
/** The widget moves to COMPLETE this long after a successful scan (spec §4, §9). */
export const SCAN_COMPLETE_DELAY_MS = 2000;
/** Width of the upload modal (spec §2.4, §9). */
export const UPLOAD_MODAL_WIDTH = 600;

/** The server's reason phrases the widget recognises (spec §8); they must match exactly. */
export const HARMFUL_DATA_DETECTED = 'Harmful data detected';
export const VIRUS_SCAN_FAILED = 'Virus scan failed';

/** Widget states, in order; any error goes back to EMPTY (some views skip PREVIEW). */
export const UPLOAD_STATES = ['EMPTY', 'READING', 'PREVIEW', 'UPLOADING', 'COMPLETE'] as const;
export type TUploadState = (typeof UPLOAD_STATES)[number];
export const ZUploadState = z.enum(UPLOAD_STATES);

export const SCAN_STATUSES = ['pending', 'nothingDetected', 'virusDetected', 'failed'] as const;
export type TScanStatus = (typeof SCAN_STATUSES)[number];
export const ZScanStatus = z.enum(SCAN_STATUSES);

/**
 * Extensions never accepted, whatever the content claims: executables, installers, scripts, server-side pages,
 * markup a browser would run, disk images (they hide the mark of the web) and macro-enabled Office files.
 */
export const BLACKLISTED_EXTENSIONS: ReadonlySet<string> = new Set([
  // Windows executables, installers and loaders
  'exe',
  'com',
  'scr',
  'pif',
  'msi',
  'msp',
  'msix',
  'appx',
  'dll',
  'cpl',
  'sys',
  'drv',
  'ocx',
  'gadget',
  'msc',
  'lnk',
  'url',
  'scf',
  'inf',
  'reg',
  'hta',
  'chm',
  'application',
  'appref-ms',
  // scripts and shells
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'psd1',
  'vb',
  'vbs',
  'vbe',
  'js',
  'jse',
  'mjs',
  'cjs',
  'ws',
  'wsf',
  'wsc',
  'wsh',
  'sh',
  'bash',
  'zsh',
  'ksh',
  'csh',
  'fish',
  'command',
  'py',
  'pyc',
  'pl',
  'rb',
  'lua',
  'tcl',
  // Java, Android, macOS and Linux packages
  'jar',
  'class',
  'jnlp',
  'apk',
  'app',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'run',
  'bin',
  'elf',
  'so',
  'dylib',
  // server-side pages
  'php',
  'php3',
  'php4',
  'php5',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  // markup a browser runs
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  // disk images
  'iso',
  'img',
  'vhd',
  'vhdx',
  // macro-enabled Office files
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'pptm',
  'potm',
  'ppam',
  'ppsm',
]);

/** Image extensions for the small image limit, alongside any image/* MIME type. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'avif',
]);

/**
 * Objects a file can be attached to. The spec's list is open (§3 names relatedObject without listing its values);
 * these are the ones the product attaches files to today. Add new ones here.
 */
export const RELATED_OBJECTS = [
  'expense',
  'sick_note',
  'training',
  'training_participant',
  'software',
  'document',
  'asset',
  'contract',
] as const;
export type TRelatedObject = (typeof RELATED_OBJECTS)[number];

export const UPLOAD_PROBLEMS = ['UPLOAD_ONLY_SINGLE_FILE', 'FAIL_UPLOAD_FILETYPE', 'FAIL_UPLOAD_MAXSIZE_X'] as const;
/** The message keys (i18n keys) of a refused upload. */
export type TUploadProblem = (typeof UPLOAD_PROBLEMS)[number];

/**
 * The extension of a client-side file name, lower case, without the dot; '' when there is none. Only the last
 * path segment counts (browsers may send C:\fakepath\x.exe), a NUL ends the name, and trailing dots and spaces are
 * ignored the way Windows ignores them ("x.exe." is x.exe). A leading dot counts (".sh" has extension sh).
 */
export function extensionOf(filename: string): string {
  const nul = filename.indexOf('\0');
  const base = (nul >= 0 ? filename.slice(0, nul) : filename).split(/[\\/]/).pop() ?? '';
  const name = base.replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const normalMime = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();
const isPdf = (ext: string, mime: string) => ext === 'pdf' || mime === 'application/pdf';
const isImage = (ext: string, mime: string) => IMAGE_EXTENSIONS.has(ext) || mime.startsWith('image/');
const hasSmallLimits = (relatedObject: string) => (RELATED_OBJECTS_WITH_SMALL_LIMITS as readonly string[]).includes(relatedObject);

/** The largest size allowed for a file of this kind attached to this kind of object, in bytes. */
export function maxBytesFor(filename: string, mimeType: string, relatedObject: string): number {
  const ext = extensionOf(filename);
  const mime = normalMime(mimeType);
  if (hasSmallLimits(relatedObject)) {
    if (isPdf(ext, mime)) return SMALL_PDF_MAX_BYTES;
    if (isImage(ext, mime)) return SMALL_IMAGE_MAX_BYTES;
  }
  return MAX_UPLOAD_BYTES;
}

/** A limit as people read it, for the X of FAIL_UPLOAD_MAXSIZE_X: "0.75 MB", "4 MB", "20 MB" ("0,75 MB" in nl and fr). */
export function formatUploadLimit(bytes: number, locale: TLocale = 'en'): string {
  return `${formatDecimal(bytes / MB, locale, 2)} MB`;
}

export type TUploadCandidate = {
  filename: string;
  sizeBytes: number;
  /** The type the browser or the multipart part declares; '' when unknown. */
  mimeType: string;
  relatedObject: string;
  /** How many files were dropped or picked at once; 1 when omitted. */
  fileCount?: number;
};

/**
 * The checks both the upload widget and the server make (spec §5), in the order the user meets them; null when the
 * file may go up. The server additionally checks the content against the extension and scans it.
 */
export function checkUpload(file: TUploadCandidate): TUploadProblem | null {
  if ((file.fileCount ?? 1) > 1) return 'UPLOAD_ONLY_SINGLE_FILE';
  if (BLACKLISTED_EXTENSIONS.has(extensionOf(file.filename))) return 'FAIL_UPLOAD_FILETYPE';
  if (!Number.isFinite(file.sizeBytes) || file.sizeBytes > MAX_UPLOAD_BYTES) return 'FAIL_UPLOAD_MAXSIZE_X';
  if (file.sizeBytes > maxBytesFor(file.filename, file.mimeType, file.relatedObject)) return 'FAIL_UPLOAD_MAXSIZE_X';
  return null;
}

/** The text fields of the multipart addFile call (spec §3 Upload, §7.2); the file itself is the `file` part. */
export const ZAddFileFieldsSchema = z.object({
  relatedObject: z.enum(RELATED_OBJECTS),
  relatedObjectId: ZId,
  documentType: z.string().trim().max(60).optional(),
});
export type TAddFileFields = z.output<typeof ZAddFileFieldsSchema>;

/** What addFile answers (spec §3: response file_id); wrap it in `{ data }` like every other answer. */
export const ZAddFileResponseSchema = z.object({ file_id: z.number().int().positive() });
export type TAddFileResponse = z.output<typeof ZAddFileResponseSchema>;
