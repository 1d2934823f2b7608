import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

// Only types a browser shows without running anything are served inline; everything else downloads.
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

export function sendStoredFile(
  reply: FastifyReply,
  file: { originalName: string; mimeType: string; sizeBytes: number },
  stream: Readable,
  options: { asAttachment?: boolean; inPdfViewer?: boolean } = {},
) {
  const disposition = !options.asAttachment && INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  // Chromium refuses to start its PDF viewer in a sandboxed document, so a PDF meant to be previewed in a frame of ours
  // goes without the sandbox: its content was checked to be a PDF when stored, and nosniff keeps it one.
  const isPdfPreview = options.inPdfViewer === true && disposition === 'inline' && file.mimeType === 'application/pdf';
  const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return (
    reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.sizeBytes))
      .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('Cache-Control', 'private, no-store')
      // A stored file is never allowed to run script in our origin, even if a browser were to sniff it as HTML.
      .header(
        'Content-Security-Policy',
        isPdfPreview
          ? "default-src 'none'; frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      )
      .send(stream)
  );
}
