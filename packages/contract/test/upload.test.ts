import { describe, expect, it } from 'vitest';
import {
  BLACKLISTED_EXTENSIONS,
  HARMFUL_DATA_DETECTED,
  MAX_SCAN_RETRIES,
  MAX_UPLOAD_BYTES,
  RELATED_OBJECTS,
  RELATED_OBJECTS_WITH_SMALL_LIMITS,
  SCAN_COMPLETE_DELAY_MS,
  SCAN_STATUSES,
  SMALL_IMAGE_MAX_BYTES,
  SMALL_PDF_MAX_BYTES,
  UPLOAD_MODAL_WIDTH,
  UPLOAD_STATES,
  VIRUS_SCAN_FAILED,
  ZAddFileFieldsSchema,
  ZAddFileResponseSchema,
  checkUpload,
  extensionOf,
  formatUploadLimit,
  maxBytesFor,
} from '../src/upload.ts';

const file = (over: Partial<Parameters<typeof checkUpload>[0]> = {}) =>
  checkUpload({ filename: 'receipt.pdf', sizeBytes: 1000, mimeType: 'application/pdf', relatedObject: 'expense', ...over });

describe('upload constants (spec §4, §8, §9)', () => {
  it('has the spec values', () => {
    expect(SMALL_PDF_MAX_BYTES).toBe(786_432);
    expect(SMALL_IMAGE_MAX_BYTES).toBe(4_194_304);
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_SCAN_RETRIES).toBe(3);
    expect(SCAN_COMPLETE_DELAY_MS).toBe(2000);
    expect(UPLOAD_MODAL_WIDTH).toBe(600);
    expect([...RELATED_OBJECTS_WITH_SMALL_LIMITS]).toEqual(['training', 'training_participant', 'software']);
    expect([...UPLOAD_STATES]).toEqual(['EMPTY', 'READING', 'PREVIEW', 'UPLOADING', 'COMPLETE']);
    expect([...SCAN_STATUSES]).toEqual(['pending', 'nothingDetected', 'virusDetected', 'failed']);
    expect(HARMFUL_DATA_DETECTED).toBe('Harmful data detected');
    expect(VIRUS_SCAN_FAILED).toBe('Virus scan failed');
  });

  it('blacklists executables and scripts', () => {
    for (const ext of ['exe', 'bat', 'cmd', 'com', 'msi', 'sh', 'js', 'vbs', 'ps1', 'jar', 'scr', 'dll', 'app', 'php'])
      expect(BLACKLISTED_EXTENSIONS.has(ext), ext).toBe(true);
    for (const ext of ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'txt', 'csv'])
      expect(BLACKLISTED_EXTENSIONS.has(ext), ext).toBe(false);
  });
});

describe('extensionOf', () => {
  it.each([
    ['receipt.pdf', 'pdf'],
    ['RECEIPT.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['invoice.pdf.exe', 'exe'],
    ['README', ''],
    ['', ''],
    ['no-extension.', ''],
    ['evil.exe.', 'exe'],
    ['evil.exe . .', 'exe'],
    ['.sh', 'sh'],
    ['C:\\fakepath\\evil.EXE', 'exe'],
    ['../../etc/evil.sh', 'sh'],
    ['dir.d/README', ''],
    ['evil.exe\0.pdf', 'exe'],
  ])('%j has extension %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('checkUpload (spec §5)', () => {
  it('accepts an ordinary file', () => {
    expect(file()).toBeNull();
    expect(file({ fileCount: 1 })).toBeNull();
  });

  it('refuses more than one file at once, before any other check', () => {
    expect(file({ fileCount: 2 })).toBe('UPLOAD_ONLY_SINGLE_FILE');
    expect(file({ fileCount: 5, filename: 'x.exe', sizeBytes: MAX_UPLOAD_BYTES * 2 })).toBe('UPLOAD_ONLY_SINGLE_FILE');
  });

  it('refuses blacklisted extensions in any case, before the size', () => {
    expect(file({ filename: 'setup.exe', mimeType: 'application/octet-stream' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'SETUP.EXE' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'Run.Bat' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'invoice.pdf.js' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'evil.exe.' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'page.HTML', mimeType: 'text/html' })).toBe('FAIL_UPLOAD_FILETYPE');
    expect(file({ filename: 'x.ps1', sizeBytes: MAX_UPLOAD_BYTES + 1 })).toBe('FAIL_UPLOAD_FILETYPE');
  });

  it('accepts names without an extension (the server checks their content)', () => {
    expect(file({ filename: 'README', mimeType: '' })).toBeNull();
    expect(file({ filename: 'exe', mimeType: '' })).toBeNull();
  });

  it('applies the global maximum: exactly at the limit passes, one byte more fails', () => {
    for (const relatedObject of RELATED_OBJECTS) {
      const doc = { filename: 'report.docx', mimeType: '', relatedObject };
      expect(file({ ...doc, sizeBytes: MAX_UPLOAD_BYTES }), relatedObject).toBeNull();
      expect(file({ ...doc, sizeBytes: MAX_UPLOAD_BYTES + 1 }), relatedObject).toBe('FAIL_UPLOAD_MAXSIZE_X');
    }
    expect(file({ sizeBytes: MAX_UPLOAD_BYTES })).toBeNull();
    expect(file({ sizeBytes: MAX_UPLOAD_BYTES + 1 })).toBe('FAIL_UPLOAD_MAXSIZE_X');
    expect(file({ filename: 'photo.png', mimeType: 'image/png', sizeBytes: MAX_UPLOAD_BYTES + 1 })).toBe('FAIL_UPLOAD_MAXSIZE_X');
  });

  it('refuses a size that is not a number', () => {
    expect(file({ sizeBytes: Number.NaN })).toBe('FAIL_UPLOAD_MAXSIZE_X');
    expect(file({ sizeBytes: Number.POSITIVE_INFINITY })).toBe('FAIL_UPLOAD_MAXSIZE_X');
  });

  it('accepts an empty file as far as size goes', () => {
    expect(file({ sizeBytes: 0 })).toBeNull();
  });

  describe.each(RELATED_OBJECTS_WITH_SMALL_LIMITS)('for %s', (relatedObject) => {
    it('allows a PDF of exactly 0.75 MB and refuses one byte more', () => {
      expect(file({ relatedObject, sizeBytes: SMALL_PDF_MAX_BYTES })).toBeNull();
      expect(file({ relatedObject, sizeBytes: SMALL_PDF_MAX_BYTES + 1 })).toBe('FAIL_UPLOAD_MAXSIZE_X');
    });

    it('recognises a PDF by extension in any case, or by MIME type alone', () => {
      expect(file({ relatedObject, filename: 'CERT.PDF', mimeType: '', sizeBytes: SMALL_PDF_MAX_BYTES + 1 })).toBe('FAIL_UPLOAD_MAXSIZE_X');
      expect(file({ relatedObject, filename: 'cert', mimeType: 'application/pdf', sizeBytes: SMALL_PDF_MAX_BYTES + 1 })).toBe(
        'FAIL_UPLOAD_MAXSIZE_X',
      );
      expect(file({ relatedObject, filename: 'cert', mimeType: 'Application/PDF; name=x', sizeBytes: SMALL_PDF_MAX_BYTES + 1 })).toBe(
        'FAIL_UPLOAD_MAXSIZE_X',
      );
    });

    it('allows an image of exactly 4 MB and refuses one byte more', () => {
      for (const [filename, mimeType] of [
        ['photo.png', 'image/png'],
        ['PHOTO.JPG', ''],
        ['photo.jpeg', 'image/jpeg'],
        ['anim.gif', 'image/gif'],
        ['pic.webp', ''],
        ['camera.HEIC', ''],
        ['scan', 'image/tiff'],
      ] as const) {
        expect(file({ relatedObject, filename, mimeType, sizeBytes: SMALL_IMAGE_MAX_BYTES }), filename).toBeNull();
        expect(file({ relatedObject, filename, mimeType, sizeBytes: SMALL_IMAGE_MAX_BYTES + 1 }), filename).toBe('FAIL_UPLOAD_MAXSIZE_X');
      }
    });

    it('keeps the global limit for other kinds of files', () => {
      expect(file({ relatedObject, filename: 'agenda.docx', mimeType: '', sizeBytes: MAX_UPLOAD_BYTES })).toBeNull();
      expect(file({ relatedObject, filename: 'agenda.docx', mimeType: '', sizeBytes: MAX_UPLOAD_BYTES + 1 })).toBe('FAIL_UPLOAD_MAXSIZE_X');
      expect(file({ relatedObject, filename: 'notes', mimeType: '', sizeBytes: SMALL_IMAGE_MAX_BYTES + 1 })).toBeNull();
    });
  });

  it('keeps the global limit for PDFs and images of other related objects', () => {
    for (const relatedObject of ['expense', 'sick_note', 'document', 'asset', 'contract', 'something_new']) {
      expect(file({ relatedObject, sizeBytes: SMALL_PDF_MAX_BYTES + 1 }), relatedObject).toBeNull();
      expect(
        file({ relatedObject, filename: 'p.png', mimeType: 'image/png', sizeBytes: SMALL_IMAGE_MAX_BYTES + 1 }),
        relatedObject,
      ).toBeNull();
    }
  });

  it('tells the widget which limit applies', () => {
    expect(maxBytesFor('x.pdf', '', 'training')).toBe(SMALL_PDF_MAX_BYTES);
    expect(maxBytesFor('x.png', '', 'software')).toBe(SMALL_IMAGE_MAX_BYTES);
    expect(maxBytesFor('x.pdf', '', 'expense')).toBe(MAX_UPLOAD_BYTES);
    expect(formatUploadLimit(SMALL_PDF_MAX_BYTES)).toBe('0.75 MB');
    expect(formatUploadLimit(SMALL_IMAGE_MAX_BYTES)).toBe('4 MB');
    expect(formatUploadLimit(MAX_UPLOAD_BYTES)).toBe('20 MB');
  });
});

describe('addFile schemas (spec §7.2)', () => {
  it('parses multipart text fields, coercing the id', () => {
    expect(ZAddFileFieldsSchema.parse({ relatedObject: 'training', relatedObjectId: '42', documentType: '  Invoice ' })).toEqual({
      relatedObject: 'training',
      relatedObjectId: 42,
      documentType: 'Invoice',
    });
    expect(ZAddFileFieldsSchema.parse({ relatedObject: 'expense', relatedObjectId: 7 })).toEqual({
      relatedObject: 'expense',
      relatedObjectId: 7,
    });
  });

  it('accepts every related object of the spec and refuses others', () => {
    for (const relatedObject of RELATED_OBJECTS)
      expect(ZAddFileFieldsSchema.safeParse({ relatedObject, relatedObjectId: 1 }).success).toBe(true);
    expect(ZAddFileFieldsSchema.safeParse({ relatedObject: 'payslip', relatedObjectId: 1 }).success).toBe(false);
    expect(ZAddFileFieldsSchema.safeParse({ relatedObjectId: 1 }).success).toBe(false);
  });

  it('refuses ids that are not positive integers', () => {
    for (const relatedObjectId of ['0', '-1', '1.5', 'abc', '', undefined])
      expect(ZAddFileFieldsSchema.safeParse({ relatedObject: 'expense', relatedObjectId }).success, String(relatedObjectId)).toBe(false);
  });

  it('limits documentType to 60 characters', () => {
    expect(ZAddFileFieldsSchema.safeParse({ relatedObject: 'document', relatedObjectId: 1, documentType: 'x'.repeat(60) }).success).toBe(
      true,
    );
    expect(ZAddFileFieldsSchema.safeParse({ relatedObject: 'document', relatedObjectId: 1, documentType: 'x'.repeat(61) }).success).toBe(
      false,
    );
  });

  it('answers a file id', () => {
    expect(ZAddFileResponseSchema.parse({ file_id: 9 })).toEqual({ file_id: 9 });
    expect(ZAddFileResponseSchema.safeParse({ file_id: 0 }).success).toBe(false);
    expect(ZAddFileResponseSchema.safeParse({}).success).toBe(false);
  });
});
