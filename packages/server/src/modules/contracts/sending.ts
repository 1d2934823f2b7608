import crypto from 'node:crypto';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TEmployeeSignatureStatus, TSigningMethod } from '@signoff/contract/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { enqueueJob, type TJobTasks } from '../../jobs/queue.ts';
import type { MailOutbox, TQueuedMail } from '../../jobs/mailOutbox.ts';
import type { MalwareScanner } from '../../integrations/malwareScan.ts';
import { SigningProviderError, type SigningProvider } from '../../integrations/signing/provider.ts';
import { CONTRACTS_PERMISSION, statusesOf, renderedText, type ContractsService } from './service.ts';
import * as q from './queries.ts';

const AREA = 'contracts';
export const PROVIDER_SEND_TASK = 'contract-provider-send';
export const PROVIDER_SYNC_TASK = 'contract-provider-sync';
export const PROVIDER_CANCEL_TASK = 'contract-provider-cancel';
const ZContractJob = z.object({ company_id: z.number(), contract_id: z.number(), attempt: z.string().optional() });
const ZCancelJob = z.object({ envelope_id: z.string() });

const conflict = (code: string, message: string) => new HttpError(409, code, message);
type TRecord = q.TContractRecord;
type TStored = TRecord['contract'];

export function signatureStatusOf(c: TStored, hasPdf: boolean): TEmployeeSignatureStatus {
  return {
    contract_id: c.id,
    status: c.status,
    signing_method: c.signingMethod,
    sent_at: c.sentAt?.toISOString() ?? null,
    sent_to: c.sentTo,
    provider_status: c.providerStatus,
    provider_error: c.providerError,
    signed_at: c.employeeSignedAt?.toISOString() ?? null,
    signed_name: c.employeeSignedName,
    has_pdf: hasPdf,
  };
}

/**
 * Sending a contract to its employee (spec 02 §7.8 sendToEmployee, setSigningMethod and the signing-provider calls).
 * In Signoff the employee gets an e-mail with a link to the contract; through the signing provider a job hands the
 * PDF to the provider and mails its signing link. Everything that talks to the provider runs in the job queue after
 * the decision committed; a job carries the attempt the contract waits for, so a stale or repeated one does nothing.
 */
export class ContractSendingService {
  constructor(
    private readonly db: Db,
    private readonly contracts: ContractsService,
    private readonly mail: MailOutbox,
    /** Read when first needed: building the area only wires objects. */
    private readonly settings: () => { provider: SigningProvider | null; publicUrl: string },
    private readonly inCompany: <T>(companyId: number, fn: () => Promise<T>) => Promise<T>,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get provider() {
    return this.settings().provider;
  }

  private assertManager(actor: Actor) {
    assertCanWrite(actor);
    if (!hasPermission(actor, CONTRACTS_PERMISSION)) throw new HttpError(403, 'FORBIDDEN', 'You need the contracts permission to do this');
  }

  private statusOf(record: TRecord) {
    const c = record.contract;
    return signatureStatusOf(c, c.fileType === 'html' || c.pdfFileId !== null);
  }

  async status(actor: Actor, contractId: number) {
    return { signature: this.statusOf(await this.contracts.find(this.db, actor, contractId, { withDeleted: true })) };
  }

  private methodFrom(signers: { role: string; signing_method: TSigningMethod }[] | undefined, fallback: TSigningMethod) {
    return signers?.find((s) => s.role === 'employee')?.signing_method ?? fallback;
  }

  private checkMethod(record: TRecord, method: TSigningMethod) {
    const c = record.contract;
    if (!c.employeeSignatureRequired) throw conflict('NO_EMPLOYEE_SIGNATURE', 'This contract needs no signature of the employee');
    if (method === 'signing_provider' && !this.provider)
      throw conflict('PROVIDER_NOT_CONFIGURED', 'No signing provider is set up on this server; the employee can sign in Signoff');
  }

  async setSigningMethod(actor: Actor, input: { contract_id: number; signers: { role: string; signing_method: TSigningMethod }[] }) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const record = await this.contracts.find(tx, actor, input.contract_id, { forUpdate: true });
      const c = record.contract;
      const method = this.methodFrom(input.signers, c.signingMethod);
      if (input.signers.some((s) => s.role === 'employee')) this.checkMethod(record, method);
      if (c.sentAt !== null && method !== c.signingMethod)
        throw conflict('ALREADY_SENT', 'This contract was sent already: reset its signing method to change how it is signed');
      await q.updateContract(tx, c.id, { signingMethod: method });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'signing_method_set',
        objectType: 'contract',
        objectId: c.id,
        before: { signing_method: c.signingMethod },
        after: { signing_method: method },
      });
      return { signature: this.statusOf({ ...record, contract: { ...c, signingMethod: method } }) };
    });
  }

  async sendToEmployee(
    actor: Actor,
    input: {
      contract_id: number;
      optional_message?: string;
      preferred_email_address_type: 'work' | 'private';
      signers?: { role: string; signing_method: TSigningMethod }[];
    },
  ) {
    this.assertManager(actor);
    let queued = null as TQueuedMail | null;
    const result = await this.db.transaction(async (tx) => {
      // Locked: of two sends at once, the second finds the contract sent (409) and no second e-mail leaves.
      const record = await this.contracts.find(tx, actor, input.contract_id, { forUpdate: true });
      const c = record.contract;
      const method = this.methodFrom(input.signers, c.signingMethod);
      this.checkMethod(record, method);
      if (c.employeeSignedAt !== null) throw conflict('ALREADY_SIGNED', 'The employee has signed this contract already');
      if (c.sentAt !== null) throw conflict('ALREADY_SENT', 'This contract was sent to the employee already');
      if (c.fileType === 'pdf' && c.pdfFileId === null) throw conflict('NO_PDF', 'Upload the PDF of this contract before sending it');
      // Signoff keeps one address per person (their work address): a private one is asked for, that one is used.
      const to = record.person.email;
      if (!to) throw conflict('NO_EMAIL', `${record.person.name} has no e-mail address to send the contract to`);
      const message = input.optional_message ? input.optional_message : null;
      const now = new Date();
      const set: Partial<TStored> = { signingMethod: method, sentAt: now, sentTo: to, sendMessage: message, providerError: null };
      if (method === 'signing_provider') {
        set.providerStatus = 'queued';
        set.providerAttempt = crypto.randomUUID();
        await this.enqueueSend(tx, actor.companyId, c.id, set.providerAttempt);
      } else {
        queued = await this.mail.enqueue(tx, this.inAppMail(record, to, message));
      }
      await q.updateContract(tx, c.id, set);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'sent_to_employee',
        objectType: 'contract',
        objectId: c.id,
        after: { signing_method: method, to, preferred_email_address_type: input.preferred_email_address_type },
      });
      return { signature: this.statusOf({ ...record, contract: { ...c, ...set } }) };
    });
    // After the commit: the first try now; when it fails the queue retries (the contract counts as sent either way).
    if (queued) await this.mail.sendNow(queued).catch(() => undefined);
    return result;
  }

  private inAppMail(record: TRecord, to: string, message: string | null) {
    const link = `${this.settings().publicUrl}/contracts/${record.contract.id}/sign`;
    return {
      to,
      subject: `Please sign: ${record.contract.name}`,
      text: [
        `Hello ${record.person.name},`,
        '',
        `${record.companyName} asks you to read and sign "${record.contract.name}".`,
        ...(message ? ['', message] : []),
        '',
        `Open the contract: ${link}`,
      ].join('\n'),
    };
  }

  private enqueueSend(tx: DbOrTx, companyId: number, contractId: number, attempt: string) {
    return enqueueJob(
      tx,
      PROVIDER_SEND_TASK,
      { company_id: companyId, contract_id: contractId, attempt },
      { key: `${PROVIDER_SEND_TASK}:${contractId}`, maxAttempts: 1 },
    );
  }

  /** Asks the provider for the contract's state now (a job); the answer shows in the employee signature status. */
  async process(actor: Actor, contractId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const record = await this.contracts.find(tx, actor, contractId, { forUpdate: true });
      const c = record.contract;
      if (c.signingMethod !== 'signing_provider' || c.providerEnvelopeId === null)
        throw conflict('NOT_WITH_PROVIDER', 'This contract is not with the signing provider');
      if (c.employeeSignedAt !== null) throw conflict('ALREADY_SIGNED', 'The employee has signed this contract already');
      await enqueueJob(
        tx,
        PROVIDER_SYNC_TASK,
        { company_id: actor.companyId, contract_id: c.id },
        { key: `${PROVIDER_SYNC_TASK}:${c.id}`, maxAttempts: 1 },
      );
      return { signature: this.statusOf(record) };
    });
  }

  /** Hands a contract the provider failed to take to it again. */
  async retry(actor: Actor, contractId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const record = await this.contracts.find(tx, actor, contractId, { forUpdate: true });
      const c = record.contract;
      if (c.signingMethod !== 'signing_provider' || c.providerStatus !== 'failed')
        throw conflict('NOT_FAILED', 'Only a contract the signing provider failed to take can be retried');
      const set: Partial<TStored> = { providerStatus: 'queued', providerAttempt: crypto.randomUUID(), providerError: null };
      await this.enqueueSend(tx, actor.companyId, c.id, set.providerAttempt!);
      await q.updateContract(tx, c.id, set);
      await recordAudit(tx, actor, { area: AREA, action: 'signing_provider_retried', objectType: 'contract', objectId: c.id });
      return { signature: this.statusOf({ ...record, contract: { ...c, ...set } }) };
    });
  }

  /** Back to in-app signing and not sent: the provider's envelope is withdrawn (a job), so the contract can be sent anew. */
  async reset(actor: Actor, contractId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const record = await this.contracts.find(tx, actor, contractId, { forUpdate: true });
      const c = record.contract;
      if (c.employeeSignedAt !== null) throw conflict('ALREADY_SIGNED', 'The employee has signed this contract already');
      if (c.signingMethod === 'in_app' && c.sentAt === null)
        throw conflict('NOTHING_TO_RESET', 'This contract is not sent and signs in Signoff already');
      if (c.providerEnvelopeId !== null)
        await enqueueJob(tx, PROVIDER_CANCEL_TASK, { envelope_id: c.providerEnvelopeId }, { maxAttempts: 5 });
      const set: Partial<TStored> = {
        signingMethod: 'in_app',
        sentAt: null,
        sentTo: null,
        sendMessage: null,
        providerEnvelopeId: null,
        providerStatus: null,
        providerError: null,
        providerAttempt: null,
      };
      await q.updateContract(tx, c.id, set);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'signing_method_reset',
        objectType: 'contract',
        objectId: c.id,
        before: { signing_method: c.signingMethod, provider_status: c.providerStatus, envelope: c.providerEnvelopeId },
      });
      return { signature: this.statusOf({ ...record, contract: { ...c, ...set } }) };
    });
  }

  /** A contract locked for a job, whoever it belongs to within the job's company. */
  private lockForJob(tx: DbOrTx, companyId: number, contractId: number) {
    return q.findContract(tx, companyId, sql`true`, contractId, { forUpdate: true });
  }

  /** The job: the contract's PDF to the provider, then its signing link to the employee. A failure is kept for HR to retry. */
  async runSend(payload: unknown, scanner: MalwareScanner | null = null) {
    const job = ZContractJob.parse(payload);
    let queued = null as TQueuedMail | null;
    await this.inCompany(job.company_id, () =>
      this.db.transaction(async (tx) => {
        const record = await this.lockForJob(tx, job.company_id, job.contract_id);
        const c = record?.contract;
        if (!record || !c || c.deletedAt !== null || c.providerStatus !== 'queued' || c.providerAttempt !== job.attempt) return;
        const failed = (reason: string) =>
          q.updateContract(tx, c.id, { providerStatus: 'failed', providerAttempt: null, providerError: reason });
        if (!this.provider) return failed('No signing provider is set up on this server');
        try {
          const pdf = await this.contracts.pdfBytes(tx, record);
          const actorOfJob = { companyId: job.company_id, userId: c.createdByUserId ?? 0 };
          // A template contract's PDF as sent is kept with it (createTemplateContractPDF does the same on request).
          if (c.fileType === 'html' && c.createdByUserId !== null) await this.contracts.storePdf(tx, actorOfJob, c.id, pdf, scanner);
          const envelope = await this.provider.createEnvelope({
            reference: `signoff-contract-${c.id}-${job.attempt}`,
            title: c.name,
            pdf,
            signer: { name: record.person.name, email: c.sentTo ?? record.person.email ?? '' },
            message: c.sendMessage,
          });
          await q.updateContract(tx, c.id, {
            providerEnvelopeId: envelope.id,
            providerStatus: 'sent',
            providerAttempt: null,
            providerError: null,
          });
          queued = await this.mail.enqueue(tx, {
            to: c.sentTo ?? record.person.email ?? '',
            subject: `Please sign: ${c.name}`,
            text: [
              `Hello ${record.person.name},`,
              '',
              `${record.companyName} asks you to sign "${c.name}" with our signing partner.`,
              ...(c.sendMessage ? ['', c.sendMessage] : []),
              '',
              `Sign here: ${envelope.signing_url}`,
            ].join('\n'),
          });
        } catch (error) {
          this.log.warn({ err: error, contract: c.id }, 'contract not handed to the signing provider');
          if (error instanceof SigningProviderError || error instanceof HttpError) return failed(error.message);
          return failed('The contract could not be handed to the signing provider');
        }
      }),
    );
    if (queued) await this.mail.sendNow(queued).catch(() => undefined);
  }

  /** The job: reads the envelope's state and records a signature or a refusal the employee gave on the provider's page. */
  async runSync(payload: unknown) {
    const job = ZContractJob.parse(payload);
    await this.inCompany(job.company_id, () =>
      this.db.transaction(async (tx) => {
        const record = await this.lockForJob(tx, job.company_id, job.contract_id);
        const c = record?.contract;
        if (!record || !c || !this.provider || c.providerEnvelopeId === null || c.employeeSignedAt !== null) return;
        let envelope;
        try {
          envelope = await this.provider.getEnvelope(c.providerEnvelopeId);
        } catch (error) {
          await q.updateContract(tx, c.id, {
            providerError: error instanceof Error ? error.message : 'The signing provider did not answer',
          });
          return;
        }
        if (envelope.status === 'signed') {
          const set: Partial<TStored> = {
            employeeSignedAt: envelope.signed_at ? new Date(envelope.signed_at) : new Date(),
            employeeSignedName: envelope.signer_name ?? record.person.name,
            providerStatus: 'signed',
            providerError: null,
          };
          if (c.signedContentHtml === null && c.fileType === 'html') set.signedContentHtml = renderedText(record);
          await q.updateContract(tx, c.id, { ...set, ...statusesOf({ ...c, ...set }) });
        } else if (envelope.status === 'declined') {
          await q.updateContract(tx, c.id, { providerStatus: 'declined', providerError: null });
        } else {
          await q.updateContract(tx, c.id, { providerError: null });
        }
      }),
    );
  }

  readonly tasks: TJobTasks = {
    [PROVIDER_SEND_TASK]: (payload) => this.runSend(payload),
    [PROVIDER_SYNC_TASK]: (payload) => this.runSync(payload),
    // Withdrawing an envelope may fail while the provider is down: the queue retries it (maxAttempts 5).
    [PROVIDER_CANCEL_TASK]: async (payload) => {
      if (this.provider) await this.provider.cancelEnvelope(ZCancelJob.parse(payload).envelope_id);
    },
  };
}
