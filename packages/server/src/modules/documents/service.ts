import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOWNLOAD_LINK_SECONDS,
  mayForward,
  mayReforward,
  ZForwardDocumentsRequestSchema,
  type TDocumentRow,
  type TForwardDocumentsResponse,
  type ZListDocumentsRequestSchema,
  type ZUploadDocumentFieldsSchema,
} from '@signoff/contract/documents';
import { formatDate } from '@signoff/contract/format';
import type { Db } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import { insertFileRecord } from '../../files/records.ts';
import type { MailOutbox } from '../../jobs/mailOutbox.ts';
import * as q from './queries.ts';

const AREA = 'documents';
export const DOCUMENTS_PERMISSION = 'documents';
export const FORWARD_DOCUMENT_TASK = 'forward-document';
const ZForwardJob = z.object({ company_id: z.number(), document_id: z.number(), attempt: z.string() });

const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function toRow(r: NonNullable<Awaited<ReturnType<typeof q.findDocument>>>): TDocumentRow {
  return {
    id: r.id,
    filename: r.filename,
    document_type: r.documentType,
    mime_type: r.mimeType,
    filesize_bytes: r.sizeBytes,
    date_uploaded: r.uploadedAt.toISOString(),
    date_uploaded_formatted: formatDate(r.uploadedAt),
    downloads: r.downloads,
    seen: r.seen,
    source: r.source,
    forward_status: r.forwardStatus,
    // The reason matters only while it is not sent: a later success clears it.
    forward_error: r.forwardStatus === 'not-sent' ? r.forwardError : null,
    forwarded_to: r.forwardedTo,
    forwarded_at: r.forwardedAt?.toISOString() ?? null,
  };
}

/**
 * Company documents (spec §2 Payroll documents): an HR area, so only holders of the documents permission see them —
 * the whole company's; the list is 403 for others (it says why) and one document 404 (ids do not leak). Read-only
 * HR reads but neither marks nor forwards.
 */
export class DocumentsService {
  // The list's usual visits (every type), built once per access and page size (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, _variant: 'all', request) => q.documentsPage(this.db, actor.companyId, actor.userId, undefined, request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly mail: MailOutbox,
    private readonly inCompany: <T>(companyId: number, fn: () => Promise<T>) => Promise<T>,
    private readonly log: FastifyBaseLogger,
  ) {}

  private assertReader(actor: Actor) {
    if (!hasPermission(actor, DOCUMENTS_PERMISSION)) throw forbidden('You need the documents permission to see company documents');
  }

  private async visible(actor: Actor, documentId: number) {
    if (!hasPermission(actor, DOCUMENTS_PERMISSION)) throw notFound('This document');
    const row = await q.findDocument(this.db, actor.companyId, actor.userId, documentId);
    if (!row) throw notFound('This document');
    return row;
  }

  unreadCount(actor: Actor) {
    return hasPermission(actor, DOCUMENTS_PERMISSION) ? q.unreadCount(actor.companyId, actor.userId) : undefined;
  }

  async list(actor: Actor, input: z.output<typeof ZListDocumentsRequestSchema>) {
    this.assertReader(actor);
    const request = { page: input.page, perPage: input.limit, after: input.after };
    const { rows, total, total_is_exact } =
      (input.document_type === undefined ? await this.usualPage(actor, 'all', request) : null) ??
      (await q.listDocuments(this.db, actor.companyId, actor.userId, input.document_type, request));
    return { files: { items: rows.map(toRow), total, total_is_exact, page: input.page, per_page: input.limit } };
  }

  async types(actor: Actor) {
    this.assertReader(actor);
    return { types: await q.documentTypes(this.db, actor.companyId) };
  }

  async detail(actor: Actor, documentId: number) {
    const row = await this.visible(actor, documentId);
    return { file: { ...toRow(row), uploaded_by_name: row.uploadedByName } };
  }

  async markRead(actor: Actor, documentIds: number[] | undefined) {
    this.assertReader(actor);
    assertCanWrite(actor);
    return { marked: await q.markSeen(this.db, actor.companyId, actor.userId, documentIds) };
  }

  /** A link only this user can open, for minutes; the token is random (256 bits) and only its hash is stored. */
  async downloadLink(actor: Actor, documentId: number, preview: boolean) {
    await this.visible(actor, documentId);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000);
    await this.db.transaction(async (tx) => {
      await q.dropExpiredLinks(tx, actor.companyId);
      await q.insertLink(tx, {
        tokenHash: hashOf(token),
        companyId: actor.companyId,
        documentId,
        userId: actor.userId,
        isPreview: preview,
        expiresAt,
      });
    });
    return { download_url: `/api/documents/download/${token}`, expires_at: expiresAt.toISOString() };
  }

  /** The file behind a link; its first use counts one download for this user. */
  async openLink(actor: Actor, token: string) {
    const expired = notFound('This download link has expired or');
    if (!hasPermission(actor, DOCUMENTS_PERMISSION)) throw expired;
    const tokenHash = hashOf(token);
    const link = await q.findLink(this.db, actor.companyId, actor.userId, tokenHash);
    if (!link) throw expired;
    if (!(await this.storage.exists(link.storageName))) throw notFound('This file');
    await this.db.transaction((tx) => q.countDownloadOnce(tx, actor.companyId, actor.userId, tokenHash, link.documentId));
    return {
      file: { originalName: link.filename, mimeType: link.mimeType, sizeBytes: link.sizeBytes },
      isPreview: link.isPreview,
      stream: this.storage.open(link.storageName),
    };
  }

  async forwardEmail(actor: Actor, documentType: string) {
    this.assertReader(actor);
    return { document_type: documentType, email: await q.forwardEmail(this.db, actor.companyId, documentType) };
  }

  private assertForwarder(actor: Actor) {
    this.assertReader(actor);
    assertCanWrite(actor);
    if (!mayForward({ isAdmin: actor.isAdmin, isReadOnly: actor.isReadOnly, isImpersonating: actor.impersonatedBy !== null }))
      throw forbidden('Only an admin can forward documents');
  }

  async setForwardEmail(actor: Actor, documentType: string, email: string) {
    this.assertForwarder(actor);
    return this.db.transaction(async (tx) => {
      const before = await q.forwardEmail(tx, actor.companyId, documentType);
      await q.setForwardEmail(tx, actor.companyId, actor.userId, documentType, email);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'forward_email_set',
        objectType: 'document_type',
        objectId: null,
        before: { document_type: documentType, email: before },
        after: { document_type: documentType, email: email || null },
      });
      return { document_type: documentType, email: email || null };
    });
  }

  /**
   * Puts each document on the job queue to go to its type's forward address, as `sending`. A document already being
   * sent is left alone, and one already sent is sent again only when re-forwarding was asked for and is allowed.
   */
  async forward(actor: Actor, input: z.output<typeof ZForwardDocumentsRequestSchema>): Promise<TForwardDocumentsResponse> {
    const facts = { isAdmin: actor.isAdmin, isReadOnly: actor.isReadOnly, isImpersonating: actor.impersonatedBy !== null };
    this.assertReader(actor);
    assertCanWrite(actor);
    if (input.reforward) {
      const types = (await q.documentTypes(this.db, actor.companyId)).map((t) => t.name);
      if (!mayReforward(facts, types)) throw forbidden('Re-forwarding needs acting as someone and an Invoice document type');
    } else if (!mayForward(facts)) throw forbidden('Only an admin can forward documents');
    const ids = [...new Set(input.document_ids)];
    return this.db.transaction(async (tx) => {
      const rows = await q.lockForForwarding(tx, actor.companyId, ids);
      if (rows.length !== ids.length) throw notFound(ids.length === 1 ? 'This document' : 'One of the documents');
      const result: TForwardDocumentsResponse = { queued: [], skipped: [] };
      const addresses = new Map<string, string | null>();
      for (const row of rows) {
        if (row.forwardStatus === 'sending') {
          result.skipped.push({ id: row.id, reason: 'SENDING' });
          continue;
        }
        if (row.forwardStatus === 'sent' && !input.reforward) {
          result.skipped.push({ id: row.id, reason: 'ALREADY_SENT' });
          continue;
        }
        if (!addresses.has(row.documentType)) addresses.set(row.documentType, await q.forwardEmail(tx, actor.companyId, row.documentType));
        const to = addresses.get(row.documentType);
        if (!to) {
          result.skipped.push({ id: row.id, reason: 'NO_FORWARD_EMAIL' });
          continue;
        }
        const attempt = crypto.randomUUID();
        await q.setForwarding(tx, row.id, { forwardStatus: 'sending', forwardAttempt: attempt, forwardError: null });
        // One job per document at a time (its key), tried once: a failure is shown on the document for a person to retry.
        await enqueueJob(
          tx,
          FORWARD_DOCUMENT_TASK,
          { company_id: actor.companyId, document_id: row.id, attempt },
          { key: `forward-document:${row.id}`, maxAttempts: 1 },
        );
        await recordAudit(tx, actor, {
          area: AREA,
          action: input.reforward ? 'reforwarded' : 'forwarded',
          objectType: 'document',
          objectId: row.id,
          before: { forward_status: row.forwardStatus },
          after: { forward_status: 'sending', to },
        });
        result.queued.push(row.id);
      }
      return result;
    });
  }

  /**
   * The queue's job: sends one document as an attachment and records the outcome. The row stays locked while it
   * sends, and only the attempt the document is waiting for may send, so a repeated or stale job never sends twice.
   */
  async runForward(payload: unknown): Promise<void> {
    const job = ZForwardJob.parse(payload);
    await this.inCompany(job.company_id, () =>
      this.db.transaction(async (tx) => {
        const [row] = await q.lockForForwarding(tx, job.company_id, [job.document_id]);
        if (!row || row.forwardStatus !== 'sending' || row.forwardAttempt !== job.attempt) return;
        const failed = (reason: string) =>
          q.setForwarding(tx, row.id, { forwardStatus: 'not-sent', forwardAttempt: null, forwardError: reason });
        const to = await q.forwardEmail(tx, job.company_id, row.documentType);
        if (!to) return failed(`No forward e-mail is set for ${row.documentType}`);
        if (!this.mail.mailer.isConfigured) return failed('E-mail is not configured on this server (SMTP_URL)');
        const file = await q.fileOf(tx, row.fileId);
        if (!file || !(await this.storage.exists(file.storageName))) return failed('The file is missing');
        try {
          await this.mail.mailer.send({
            to,
            subject: `${row.documentType}: ${file.originalName}`,
            text: `Attached: ${file.originalName} (${row.documentType}), forwarded from Signoff.`,
            attachments: [{ filename: file.originalName, content: this.storage.open(file.storageName), contentType: file.mimeType }],
          });
        } catch (error) {
          this.log.warn({ err: error, document: row.id }, 'document not forwarded');
          return failed(error instanceof Error ? error.message : 'The mail server refused the message');
        }
        await q.setForwarding(tx, row.id, {
          forwardStatus: 'sent',
          forwardAttempt: null,
          forwardError: null,
          forwardedTo: to,
          forwardedAt: new Date(),
          sentOnce: true,
        });
      }),
    );
  }

  async checkUpload(actor: Actor) {
    this.assertReader(actor);
    assertCanWrite(actor);
  }

  /** HR's upload: stored (and scanned) first; if saving the document then fails, the stored file is removed again. */
  async upload(actor: Actor, input: z.output<typeof ZUploadDocumentFieldsSchema>, upload: ReceivedFile | null) {
    try {
      await this.checkUpload(actor);
      if (!upload) throw badRequest('VALIDATION', 'Choose the document to upload', { file: 'Choose a file' });
      return await this.db.transaction(async (tx) => {
        const fileId = await insertFileRecord(tx, upload, {
          companyId: actor.companyId,
          userId: actor.userId,
          relatedObject: 'document',
          relatedObjectId: null,
        });
        const documentId = await q.insertDocument(tx, {
          companyId: actor.companyId,
          fileId,
          documentType: input.document_type,
          source: 'upload',
          uploadedByUserId: actor.userId,
        });
        await recordAudit(tx, actor, {
          area: AREA,
          action: 'uploaded',
          objectType: 'document',
          objectId: documentId,
          after: { document_type: input.document_type, file_id: fileId, filename: upload.filename },
        });
        return { file_id: fileId, document_id: documentId };
      });
    } catch (error) {
      if (upload) await this.storage.remove(upload.stored.storageName);
      throw error;
    }
  }
}
