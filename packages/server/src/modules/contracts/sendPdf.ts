import type { FastifyReply } from 'fastify';

/** A generated PDF, shown inline by the browser (nothing in it runs in our origin). */
export function sendPdf(reply: FastifyReply, filename: string, bytes: Buffer) {
  const asciiName = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(bytes.length))
    .header('Content-Disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(bytes);
}
