import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

// Only types a browser shows without running anything are served inline; everything else downloads.
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

export function sendStoredFile(reply: FastifyReply, file: { originalName: string; mimeType: string; sizeBytes: number }, stream: Readable) {
  const disposition = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return (
    reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.sizeBytes))
      .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('Cache-Control', 'private, no-store')
      // A stored file is never allowed to run script in our origin, even if a browser were to sniff it as HTML.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(stream)
  );
}
