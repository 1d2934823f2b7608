import { z } from 'zod';
import { checkUpload, maxBytesFor } from '@signoff/contract/upload';
import type { TAreaContext } from '../../area.ts';
import { findPayrollIntegration } from '../../integrations/lookup.ts';
import type { TProviderDocument } from '../../integrations/payroll/provider.ts';
import { FileRejectedError } from '../../files/storage.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { files } from '../../db/schema/files.ts';
import * as q from './queries.ts';
import { DOCUMENTS_PERMISSION } from './service.ts';

/** The per-company job that takes in what the payroll provider delivered (jobs/deliveryScheduler queues it hourly). */
export const DOCUMENT_DELIVERY_TASK = 'documents-provider-delivery';
const ZDeliveryJob = z.object({ company_id: z.number().int().positive() });
/** A document type as the upload widget takes one: the provider's longer or empty names are refused. */
const ZDeliveredType = z.string().trim().min(1).max(100);

/** One import per company at a time: the key the hourly schedule and HR's request share. */
export const deliveryJobKey = (companyId: number) => `documents-provider-delivery:${companyId}`;

export type TDeliveryResult = { imported: number; skipped: number };

/** Thrown inside the transaction when the reference is already here: rolls the file row back. */
class AlreadyImported extends Error {}

/**
 * The payroll provider's delivery of company documents (payslips, the payroll journal, tax returns…), through its
 * adapter only. Each document is streamed into the FileStorage (scanned when the company scans uploads), then its
 * file row and document row are written in one transaction; the document's provider id is unique per company, so a
 * retried or concurrent run never imports one twice, and a stored file whose rows were not written is removed.
 */
export class DocumentDelivery {
  constructor(private readonly context: Pick<TAreaContext, 'db' | 'storage' | 'payroll' | 'scannerFor' | 'inCompany' | 'log'>) {}

  /**
   * HR's "Fetch from provider": queues the company's import now. The job's key makes it the same job as one already
   * queued (by the hour or by another click), so clicking twice fetches once.
   */
  async request(actor: Actor): Promise<{ queued: boolean }> {
    if (!hasPermission(actor, DOCUMENTS_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the documents permission to fetch company documents');
    assertCanWrite(actor);
    const integration = await findPayrollIntegration(this.context.db, actor.companyId);
    // A company without a payroll provider has nothing to fetch: nothing is queued.
    if (!integration?.externalRef) return { queued: false };
    await this.context.db.transaction((tx) =>
      enqueueJob(tx, DOCUMENT_DELIVERY_TASK, { company_id: actor.companyId }, { key: deliveryJobKey(actor.companyId), maxAttempts: 5 }),
    );
    return { queued: true };
  }

  /** The queue's job; a failure (the provider down, a download cut short) throws, so the queue retries it later. */
  async run(payload: unknown): Promise<TDeliveryResult> {
    const job = ZDeliveryJob.parse(payload);
    return this.context.inCompany(job.company_id, () => this.deliver(job.company_id));
  }

  private async deliver(companyId: number): Promise<TDeliveryResult> {
    const { db, payroll } = this.context;
    const integration = await findPayrollIntegration(db, companyId);
    const result: TDeliveryResult = { imported: 0, skipped: 0 };
    if (!integration?.externalRef || !payroll) return result;
    const recorder = await q.deliveryRecorder(db, companyId);
    if (recorder === null) throw new Error(`Company ${companyId} has no admin to record delivered documents under`);
    const scanner = this.context.scannerFor(new Set(await q.companyFeatures(db, companyId)));
    const delivered = await payroll.listDocuments(integration.externalRef, await q.providerCursor(db, companyId));
    // In the provider's order, stopping at the first failure: the cursor (the highest id here) never passes a gap.
    for (const document of delivered) {
      const outcome = await this.importOne(companyId, integration.externalRef, document, recorder, scanner);
      result[outcome === 'imported' ? 'imported' : 'skipped']++;
    }
    if (result.imported > 0) this.context.log.info({ company: companyId, ...result }, 'payroll provider documents delivered');
    return result;
  }

  private async importOne(
    companyId: number,
    company: string,
    document: TProviderDocument,
    recorder: number,
    scanner: ReturnType<TAreaContext['scannerFor']>,
  ): Promise<'imported' | 'present' | 'refused'> {
    const { db, storage, payroll, log } = this.context;
    const reference = String(document.id);
    if (await q.hasProviderDocument(db, companyId, reference)) return 'present';
    const documentType = ZDeliveredType.safeParse(document.document_type);
    const maxBytes = maxBytesFor(document.filename, 'application/pdf', 'document');
    const problem = checkUpload({
      filename: document.filename,
      sizeBytes: document.size_bytes,
      mimeType: 'application/pdf',
      relatedObject: 'document',
    });
    // The document's own fault never mends by retrying: it is left out (and logged), the rest goes on.
    if (!documentType.success || problem || document.filename.length > 255) {
      log.warn({ company: companyId, document: document.id, problem }, 'payroll provider document refused');
      return 'refused';
    }
    let stored;
    try {
      stored = await storage.save(await payroll!.downloadDocument(company, document, maxBytes), {
        maxBytes,
        scanner,
        filename: document.filename,
      });
    } catch (error) {
      // Too large, not what its name says, or harmful: refused for good. A scanner that failed (503) is tried again.
      if (error instanceof FileRejectedError && error.statusCode !== 503) {
        log.warn({ company: companyId, document: document.id, code: error.code }, 'payroll provider document refused');
        return 'refused';
      }
      throw error;
    }
    try {
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(files)
          .values({
            companyId,
            storageName: stored.storageName,
            originalName: document.filename,
            mimeType: stored.detectedMime,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            relatedObject: 'document',
            documentType: documentType.data,
            uploadedByUserId: recorder,
          })
          .returning({ id: files.id });
        const id = await q.insertDeliveredDocument(tx, {
          companyId,
          fileId: file!.id,
          documentType: documentType.data,
          source: 'provider',
          providerReference: reference,
          uploadedAt: new Date(document.created_at),
        });
        if (id === null) throw new AlreadyImported();
      });
      return 'imported';
    } catch (error) {
      await storage.remove(stored.storageName);
      if (error instanceof AlreadyImported) return 'present';
      throw error;
    }
  }
}
