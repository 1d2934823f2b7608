import type { FastifyReply } from 'fastify';
import { sendGeneratedFile } from '../../files/sendGenerated.ts';

/** A generated PDF, shown inline by the browser (nothing in it runs in our origin). */
export function sendPdf(reply: FastifyReply, filename: string, bytes: Buffer) {
  return sendGeneratedFile(reply, { filename, bytes, mimeType: 'application/pdf', disposition: 'inline' });
}
