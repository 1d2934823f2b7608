import type { FastifyReply } from 'fastify';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file the server made (a PDF, a workbook): inline when the browser shows it itself, else as a download. Nothing in
 * it runs in our origin.
 */
export function sendGeneratedFile(
  reply: FastifyReply,
  file: { filename: string; bytes: Buffer; mimeType: string; disposition: 'inline' | 'attachment' },
) {
  const asciiName = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.bytes.length))
    .header('Content-Disposition', `${file.disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
