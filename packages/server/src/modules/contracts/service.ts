import type { z } from 'zod';
import { or, type SQL } from 'drizzle-orm';
import {
  CONTRACT_LIST_PER_PAGE,
  STANDARD_SHORTCODES,
  isStandardShortcode,
  shortcodesIn,
  splitName,
  type TAddContractToEmployee,
  type TContract,
  type TContractDetailResponse,
  type TContractRow,
  type TEditSignatureRequirements,
  type TListContractsResponse,
  type TSignInternally,
  type TSignatureStatus,
  type TSigner,
  type ZAddContractTemplateSchema,
  type ZEditContractTemplateSchema,
  type ZListContractsRequestSchema,
  type TManagedContractRow,
  type ZCompanyContractsRequestSchema,
  type ZPublicLibraryListRequestSchema,
} from '@signoff/contract/contracts';
import { Readable } from 'node:stream';
import { formatDate } from '@signoff/contract/format';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { requesterIn, requesterScope } from '../../auth/scope.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { renderContractHtml, sanitizeContractHtml } from './html.ts';
import { checkSignaturePng } from './signatureImage.ts';
import { publicLibraryTemplate } from './publicLibrary.ts';
import { contractPdf } from './pdf.ts';
import * as q from './queries.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { MalwareScanner } from '../../integrations/malwareScan.ts';
import { insertFileRecord } from '../../files/records.ts';
import { PUBLIC_LIBRARY } from './publicLibrary.ts';
import { wordToHtml } from './wordImport.ts';
import { checkContractPdf } from './pdfUpload.ts';

const AREA = 'contracts';
export const CONTRACTS_PERMISSION = 'contracts';

const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
const conflict = (code: string, message: string) => new HttpError(409, code, message);

type TRecord = q.TContractRecord;
type TStoredContract = TRecord['contract'];

/** The statuses a contract's signature columns give (spec 02 §4: per party, pending or closed). */
export function statusesOf(
  c: Pick<
    TStoredContract,
    | 'internalSignatureRequired'
    | 'employeeSignatureRequired'
    | 'internalSignedAt'
    | 'secondInternalSignerUserId'
    | 'secondSignedAt'
    | 'employeeSignedAt'
  >,
): { status: TSignatureStatus; internalStatus: TSignatureStatus } {
  const internalDone =
    !c.internalSignatureRequired || (c.internalSignedAt !== null && (c.secondInternalSignerUserId === null || c.secondSignedAt !== null));
  const employeeDone = !c.employeeSignatureRequired || c.employeeSignedAt !== null;
  return { status: employeeDone ? 'closed' : 'pending', internalStatus: internalDone ? 'closed' : 'pending' };
}

const isSigned = (c: TStoredContract) => c.internalSignedAt !== null || c.secondSignedAt !== null || c.employeeSignedAt !== null;

/** The values a contract's shortcodes take: its person's and company's data, then the values set on the contract. */
export function shortcodeValues(
  record: Pick<TRecord, 'person' | 'companyName'> & { contract: Pick<TStoredContract, 'name' | 'createdAt' | 'shortcodeValues'> },
) {
  const { first, last } = splitName(record.person.name);
  const standard: Record<(typeof STANDARD_SHORTCODES)[number], string> = {
    employee_first_name: first,
    employee_last_name: last,
    employee_name: record.person.name,
    employee_email: record.person.email ?? '',
    company_name: record.companyName,
    contract_name: record.contract.name,
    start_date: formatDate(record.contract.createdAt),
    today: formatDate(new Date()),
  };
  return { ...standard, ...record.contract.shortcodeValues };
}

/** What the signers read: the text as frozen at the first signature, or filled in now. */
export const renderedText = (record: TRecord) =>
  record.contract.signedContentHtml ?? renderContractHtml(record.contract.contentHtml, shortcodeValues(record));

export function signersOf(record: TRecord): TSigner[] {
  const c = record.contract;
  const signers: TSigner[] = [];
  if (c.employeeSignatureRequired)
    signers.push({
      role: 'employee',
      user_id: null,
      name: record.person.name,
      status: c.employeeSignedAt ? 'closed' : 'pending',
      signed_name: c.employeeSignedName,
      signed_at: c.employeeSignedAt?.toISOString() ?? null,
      can_sign_now: c.employeeSignedAt === null && c.deletedAt === null,
    });
  if (c.internalSignatureRequired && c.internalSignerUserId !== null)
    signers.push({
      role: 'internal',
      user_id: c.internalSignerUserId,
      name: record.firstSignerName ?? '',
      status: c.internalSignedAt ? 'closed' : 'pending',
      signed_name: c.internalSignedName,
      signed_at: c.internalSignedAt?.toISOString() ?? null,
      can_sign_now: c.internalSignedAt === null && c.deletedAt === null,
    });
  if (c.internalSignatureRequired && c.secondInternalSignerUserId !== null)
    signers.push({
      role: 'second_internal',
      user_id: c.secondInternalSignerUserId,
      name: record.secondSignerName ?? '',
      status: c.secondSignedAt ? 'closed' : 'pending',
      signed_name: c.secondSignedName,
      signed_at: c.secondSignedAt?.toISOString() ?? null,
      can_sign_now: c.internalSignedAt !== null && c.secondSignedAt === null && c.deletedAt === null,
    });
  return signers;
}

function toRow(r: Awaited<ReturnType<typeof q.listWaitingFor>>[number]): TContractRow {
  return {
    id: r.id,
    name: r.personName,
    person: { id: r.personId, name: r.personName, avatar: r.personAvatar },
    contract_name: r.name,
    template_name: r.templateName,
    status: r.status,
    internal_status: r.internalStatus,
    time_created: r.createdAt.toISOString(),
  };
}

const toManagedRow = (r: Awaited<ReturnType<typeof q.listWaitingFor>>[number]): TManagedContractRow => ({
  ...toRow(r),
  file_type: r.fileType,
  is_deleted: r.deletedAt !== null,
});

/** Reads a stored file whole (a contract PDF: at most a few MB). */
async function readStored(storage: FileStorage, storageName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(storageName)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Internal contracts (spec 01 §2 Contracts, 02 §7.8). HR with the contracts permission manages the company's
 * contracts and templates (a team_only holder their teams'); the internal signers see and sign the contracts that
 * name them, the first signer before the second.
 */
export class ContractsService {
  // The inbox list's usual visits, built once per access and status tab (see preparedPages), the user's values in
  // their text: with them as parameters PostgreSQL planned the statement on every call.
  private readonly usualPage = preparedPages(
    (actor, status: z.output<typeof ZListContractsRequestSchema>['status'], request) =>
      q.contractsPage(this.db, { companyId: actor.companyId, visible: this.visibleInList(actor), status }, request).query,
    { valuesInText: true },
  );

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** The contracts an actor may see: as HR with the permission (never their own), or as one of its internal signers. */
  visible(actor: Actor): SQL {
    const asSigner = q.signsInternally(actor.userId);
    return hasPermission(actor, CONTRACTS_PERMISSION) ? or(requesterScope(actor, CONTRACTS_PERMISSION), asSigner)! : asSigner;
  }

  /** The same, as a condition on contracts alone: what the lists read their index with. */
  private visibleInList(actor: Actor): SQL {
    const asSigner = q.signsInternally(actor.userId);
    return hasPermission(actor, CONTRACTS_PERMISSION)
      ? or(requesterIn(actor, CONTRACTS_PERMISSION, contracts.employeeId), asSigner)!
      : asSigner;
  }

  private assertManager(actor: Actor) {
    assertCanWrite(actor);
    if (!hasPermission(actor, CONTRACTS_PERMISSION)) throw forbidden('You need the contracts permission to do this');
  }

  private assertReader(actor: Actor) {
    if (!hasPermission(actor, CONTRACTS_PERMISSION)) throw forbidden('You need the contracts permission to see this');
  }

  /** A contract the actor sees, or 404; deleted ones only for HR (who may restore them). */
  async find(db: DbOrTx, actor: Actor, contractId: number, options: { forUpdate?: boolean; withDeleted?: boolean } = {}) {
    const record = await q.findContract(db, actor.companyId, this.visible(actor), contractId, options);
    if (!record) throw notFound('This contract');
    if (record.contract.deletedAt !== null && !(options.withDeleted && hasPermission(actor, CONTRACTS_PERMISSION)))
      throw notFound('This contract');
    return record;
  }

  toContract(record: TRecord): TContract {
    const c = record.contract;
    return {
      contract_id: c.id,
      contract_name: c.name,
      file_type: c.fileType,
      person: { id: record.person.id, name: record.person.name, avatar: record.person.avatar },
      template_id: c.templateId,
      template_name: c.templateName,
      content_html: c.contentHtml,
      rendered_html: renderedText(record),
      status: c.status,
      internal_status: c.internalStatus,
      internal_signature_required: c.internalSignatureRequired,
      employee_signature_required: c.employeeSignatureRequired,
      signers: signersOf(record),
      is_deleted: c.deletedAt !== null,
      is_signed: isSigned(c),
      has_pdf: c.fileType === 'html' || c.pdfFileId !== null,
      time_created: c.createdAt.toISOString(),
    };
  }

  async list(actor: Actor, input: z.output<typeof ZListContractsRequestSchema>): Promise<TListContractsResponse> {
    const request = { page: input.page, perPage: CONTRACT_LIST_PER_PAGE, after: input.after };
    const { rows, total, total_is_exact } =
      (await this.usualPage(actor, input.status, request)) ??
      (await q.listContracts(this.db, { companyId: actor.companyId, visible: this.visibleInList(actor), status: input.status }, request));
    return { items: rows.map(toRow), total, total_is_exact, page: input.page, per_page: CONTRACT_LIST_PER_PAGE };
  }

  /** The badge: contracts waiting for this user's internal signature now. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingInternalCount(actor.companyId, actor.userId);
  }

  async pendingInternal(actor: Actor) {
    return { contracts: (await q.listWaitingFor(this.db, actor.companyId, actor.userId)).map(toRow) };
  }

  async detail(actor: Actor, contractId: number): Promise<TContractDetailResponse> {
    const record = await this.find(this.db, actor, contractId, { withDeleted: true });
    const c = record.contract;
    const canSign = !actor.isReadOnly && c.deletedAt === null && c.internalSignatureRequired;
    return {
      contract: this.toContract(record),
      can_sign_as:
        canSign && c.internalSignerUserId === actor.userId && c.internalSignedAt === null
          ? 'internal'
          : canSign && c.secondInternalSignerUserId === actor.userId && c.internalSignedAt !== null && c.secondSignedAt === null
            ? 'second_internal'
            : null,
      can_manage: !actor.isReadOnly && hasPermission(actor, CONTRACTS_PERMISSION),
    };
  }

  /** The contract as a PDF, generated from its text as the signers read it, with the signatures drawn so far. */
  async pdf(actor: Actor, contractId: number) {
    const record = await this.find(this.db, actor, contractId);
    return { filename: `${record.contract.name}.pdf`, bytes: await this.pdfBytes(this.db, record) };
  }

  /** An uploaded PDF contract's file as uploaded (409 while it has none); a template contract's PDF generated now. */
  async pdfBytes(db: DbOrTx, record: TRecord): Promise<Buffer> {
    const c = record.contract;
    if (c.fileType === 'pdf') {
      const file = c.pdfFileId === null ? undefined : await q.fileOf(db, c.pdfFileId);
      if (!file || !(await this.storage.exists(file.storageName)))
        throw conflict('NO_PDF', 'This PDF contract has no file yet: upload its PDF first');
      return readStored(this.storage, file.storageName);
    }
    return this.generatedPdf(record);
  }

  private async generatedPdf(record: TRecord): Promise<Buffer> {
    const c = record.contract;
    const png = { employee: c.employeeSignature, internal: c.internalSignature, second_internal: c.secondSignature } as const;
    const label = { employee: 'Employee', internal: 'For the employer', second_internal: 'For the employer (second signer)' } as const;
    return contractPdf({
      title: c.name,
      html: renderedText(record),
      signatures: signersOf(record).map((signer) => ({ signer, roleLabel: label[signer.role], png: png[signer.role] })),
    });
  }

  /** Keeps a PDF as a file of the contract (stored, and scanned when the company scans uploads); its file id. */
  async storePdf(
    tx: DbOrTx,
    actor: Pick<Actor, 'companyId' | 'userId'>,
    contractId: number,
    bytes: Buffer,
    scanner: MalwareScanner | null,
  ) {
    const stored = await this.storage.save(Readable.from([bytes]), { maxBytes: bytes.length + 1, filename: 'contract.pdf', scanner });
    try {
      return await insertFileRecord(
        tx,
        { filename: 'contract.pdf', mimeType: 'application/pdf', stored },
        { companyId: actor.companyId, userId: actor.userId, relatedObject: 'contract', relatedObjectId: contractId },
      );
    } catch (error) {
      await this.storage.remove(stored.storageName);
      throw error;
    }
  }

  /** HR gives a PDF-based contract its file; a new file replaces the old one until somebody signed or it was sent. */
  async uploadPdf(actor: Actor, input: { contract_id: number; base64_pdf: string }, scanner: MalwareScanner | null) {
    this.assertManager(actor);
    const { bytes } = await checkContractPdf(input.base64_pdf);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, input.contract_id, { forUpdate: true });
      if (c.fileType !== 'pdf')
        throw conflict('NOT_PDF_CONTRACT', 'This contract is made from a template; only a PDF-based contract takes a PDF');
      if (isSigned(c)) throw conflict('ALREADY_SIGNED', 'This contract has been signed: its file can no longer change');
      if (c.sentAt !== null) throw conflict('ALREADY_SENT', 'This contract was sent to the employee: withdraw it before changing its file');
      const fileId = await this.storePdf(tx, actor, c.id, bytes, scanner);
      await q.updateContract(tx, c.id, { pdfFileId: fileId });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_pdf_uploaded',
        objectType: 'contract',
        objectId: c.id,
        before: { file_id: c.pdfFileId },
        after: { file_id: fileId, bytes: bytes.length },
      });
      return { contract_id: c.id, file_id: fileId };
    });
  }

  /** A template contract's PDF as it reads now, kept as a file of the contract (what goes to the signing provider). */
  async createTemplateContractPdf(actor: Actor, contractId: number, scanner: MalwareScanner | null) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const record = await this.find(tx, actor, contractId, { forUpdate: true });
      if (record.contract.fileType === 'pdf') throw conflict('PDF_CONTRACT', 'This contract is an uploaded PDF; it has its file already');
      const fileId = await this.storePdf(tx, actor, record.contract.id, await this.generatedPdf(record), scanner);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_pdf_created',
        objectType: 'contract',
        objectId: record.contract.id,
        after: { file_id: fileId },
      });
      return { contract_id: record.contract.id, file_id: fileId };
    });
  }

  async employeeContracts(actor: Actor, employeeId: number) {
    this.assertReader(actor);
    const scope = requesterScope(actor, CONTRACTS_PERMISSION);
    if (!(await q.findEmployee(this.db, actor.companyId, scope, employeeId))) throw notFound('This person');
    return { contracts: (await q.listForEmployee(this.db, actor.companyId, scope, employeeId)).map(toManagedRow) };
  }

  async companyContracts(actor: Actor, input: z.output<typeof ZCompanyContractsRequestSchema>) {
    this.assertReader(actor);
    const { rows, total, total_is_exact } = await q.listContracts(
      this.db,
      {
        companyId: actor.companyId,
        visible: requesterIn(actor, CONTRACTS_PERMISSION, contracts.employeeId),
        status: input.status,
        deleted: input.deleted,
      },
      { page: input.page, perPage: CONTRACT_LIST_PER_PAGE, after: input.after },
    );
    return { items: rows.map(toManagedRow), total, total_is_exact, page: input.page, per_page: CONTRACT_LIST_PER_PAGE };
  }

  publicLibrary(actor: Actor, input: z.output<typeof ZPublicLibraryListRequestSchema>) {
    this.assertReader(actor);
    const keyword = input.keyword?.toLocaleLowerCase() ?? '';
    return {
      templates: PUBLIC_LIBRARY.filter((t) => (!input.type || t.type === input.type) && t.name.toLocaleLowerCase().includes(keyword)).map(
        ({ id, name, type, language }) => ({ id, name, type, language }),
      ),
    };
  }

  publicLibraryTemplate(actor: Actor, id: number) {
    this.assertReader(actor);
    const t = publicLibraryTemplate(id);
    if (!t) throw notFound('This public library template');
    return { template: { ...t, content_html: sanitizeContractHtml(t.content_html) } };
  }

  /** A template's text (or the editor's unsaved text) filled in for a person in the actor's scope, as a contract would read. */
  async preview(actor: Actor, input: { template_id: number; content_html?: string; additionalContractTemplateInfoId: number }) {
    this.assertReader(actor);
    const { template: t } = await this.findTemplate(this.db, actor, input.template_id);
    const person = await q.findPersonForPreview(
      this.db,
      actor.companyId,
      requesterScope(actor, CONTRACTS_PERMISSION),
      input.additionalContractTemplateInfoId,
    );
    if (!person) throw notFound('This person');
    const html = sanitizeContractHtml(input.content_html ?? t.contentHtml);
    const values = shortcodeValues({
      person,
      companyName: person.companyName,
      contract: { name: t.name, createdAt: new Date(), shortcodeValues: {} },
    });
    return { rendered_html: renderContractHtml(html, values) };
  }

  /** Hands a user's internal signing (templates, or the signatures still owed on live contracts) to another signer. */
  async reassign(actor: Actor, input: { from_user_id: number; to_user_id: number }, what: 'templates' | 'contracts') {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      if (!(await q.isInternalSignerOf(tx, actor.companyId, input.to_user_id)))
        throw badRequest('VALIDATION', 'This user cannot sign for the company', { to_user_id: 'Not a user of this company who may sign' });
      const count =
        what === 'templates'
          ? await q.reassignTemplateSigners(tx, actor.companyId, input.from_user_id, input.to_user_id)
          : await q.reassignContractSigners(tx, actor.companyId, input.from_user_id, input.to_user_id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: what === 'templates' ? 'template_signers_reassigned' : 'contract_signers_reassigned',
        objectType: what === 'templates' ? 'contract_template' : 'contract',
        objectId: null,
        before: { user_id: input.from_user_id },
        after: { user_id: input.to_user_id, count },
      });
      return { count };
    });
  }

  async wordToHtml(actor: Actor, base64: string) {
    this.assertManager(actor);
    return wordToHtml(base64);
  }

  async countForSigner(actor: Actor, userId: number) {
    this.assertReader(actor);
    return { count: await q.countContractsOfSigner(this.db, actor.companyId, userId) };
  }

  /**
   * The internal signer, then the second one, signs with a drawn PNG. The first signature freezes the filled-in text,
   * so what later signers and the PDF show is what the first one signed.
   */
  async signInternally(actor: Actor, input: TSignInternally) {
    assertCanWrite(actor);
    const signature = checkSignaturePng(input.base64_signature);
    return this.db.transaction(async (tx) => {
      // Locked: two signatures at once are put in order, and the second of two clicks finds it signed (409).
      const record = await this.find(tx, actor, input.contract_id, { forUpdate: true });
      const c = record.contract;
      if (!c.internalSignatureRequired) throw conflict('NO_INTERNAL_SIGNATURE', 'This contract needs no internal signature');
      const now = new Date();
      let set: Partial<typeof contracts.$inferInsert>;
      if (input.is_second_signer) {
        if (c.secondInternalSignerUserId !== actor.userId) throw forbidden('You are not the second internal signer of this contract');
        if (c.secondSignedAt !== null) throw conflict('ALREADY_SIGNED', 'You have already signed this contract');
        if (c.internalSignedAt === null) throw conflict('SIGNING_ORDER', 'The first internal signer has to sign before the second one');
        set = { secondSignedAt: now, secondSignedName: input.name, secondSignature: signature };
      } else {
        if (c.internalSignerUserId !== actor.userId) throw forbidden('You are not the internal signer of this contract');
        if (c.internalSignedAt !== null) throw conflict('ALREADY_SIGNED', 'This contract has already been signed internally');
        set = { internalSignedAt: now, internalSignedName: input.name, internalSignature: signature };
      }
      if (c.signedContentHtml === null) set.signedContentHtml = renderedText(record);
      const statuses = statusesOf({ ...c, ...set });
      await q.updateContract(tx, c.id, { ...set, ...statuses });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: c.id,
        action: input.is_second_signer ? 'signed_second_internal' : 'signed_internal',
        before: { internal_status: c.internalStatus },
        after: { internal_status: statuses.internalStatus, signed_name: input.name },
      });
      return { contract_id: c.id, internal_status: statuses.internalStatus, status: statuses.status };
    });
  }

  /** HR makes a person's contract from a template (or the public library's); its text and signers are copied. */
  async addToEmployee(actor: Actor, input: TAddContractToEmployee) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const person = await q.findEmployee(tx, actor.companyId, requesterScope(actor, CONTRACTS_PERMISSION), input.employee_id);
      if (!person) throw notFound('This person');
      const flag = (v: boolean | '1' | '0' | undefined, fallback: boolean) => (v === undefined ? fallback : v === true || v === '1');
      let row: typeof contracts.$inferInsert;
      const common = { companyId: actor.companyId, employeeId: person.id, name: input.contract_name, createdByUserId: actor.userId };
      if (input.file_type === 'pdf') {
        // An uploaded PDF has no template: whoever makes it signs it internally when an internal signature is asked.
        const internal = flag(input.pdf_internal_signature_required, false);
        row = {
          ...common,
          fileType: 'pdf',
          internalSignatureRequired: internal,
          internalSignerUserId: internal ? actor.userId : null,
          employeeSignatureRequired: flag(input.pdf_employee_signature_required, true),
        };
      } else if (input.contract_template_id !== undefined) {
        const found = await q.findTemplate(tx, actor.companyId, input.contract_template_id);
        if (!found) throw notFound('This contract template');
        const t = found.template;
        row = {
          ...common,
          templateId: t.id,
          templateName: t.name,
          contentHtml: t.contentHtml,
          internalSignatureRequired: t.internalSignatureRequired && t.internalSignerUserId !== null,
          internalSignerUserId: t.internalSignatureRequired ? t.internalSignerUserId : null,
          secondInternalSignerUserId: t.internalSignatureRequired ? t.secondInternalSignerUserId : null,
        };
      } else {
        const t = publicLibraryTemplate(input.public_library_contract_template_id!);
        if (!t) throw notFound('This public library template');
        row = { ...common, templateName: t.name, contentHtml: sanitizeContractHtml(t.content_html) };
      }
      const statuses = statusesOf({
        internalSignatureRequired: row.internalSignatureRequired ?? false,
        employeeSignatureRequired: row.employeeSignatureRequired ?? true,
        internalSignedAt: null,
        secondInternalSignerUserId: row.secondInternalSignerUserId ?? null,
        secondSignedAt: null,
        employeeSignedAt: null,
      });
      const contractId = await q.insertContract(tx, { ...row, ...statuses });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_added',
        objectType: 'contract',
        objectId: contractId,
        after: { employee_id: person.id, name: row.name, template_id: row.templateId ?? null, file_type: row.fileType ?? 'html' },
      });
      return { contract_id: contractId };
    });
  }

  /** A change of text by HR; once anybody signed, the text is what they signed and cannot change (409). */
  async edit(actor: Actor, input: { contract_id: number; content_html: string }) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, input.contract_id, { forUpdate: true });
      if (isSigned(c)) throw conflict('ALREADY_SIGNED', 'This contract has been signed: its text can no longer change');
      if (c.sentAt !== null)
        throw conflict('ALREADY_SENT', 'This contract was sent to the employee: reset its signing method before changing it');
      if (c.fileType === 'pdf') throw conflict('PDF_CONTRACT', 'An uploaded PDF contract has no text to edit');
      const html = sanitizeContractHtml(input.content_html);
      await q.updateContract(tx, c.id, { contentHtml: html });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_edited',
        objectType: 'contract',
        objectId: c.id,
        before: { length: c.contentHtml.length },
        after: { length: html.length },
      });
      return { contract_id: c.id };
    });
  }

  async editName(actor: Actor, input: { contract_id: number; contract_name: string }) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, input.contract_id, { forUpdate: true, withDeleted: true });
      await q.updateContract(tx, c.id, { name: input.contract_name });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_renamed',
        objectType: 'contract',
        objectId: c.id,
        before: { name: c.name },
        after: { name: input.contract_name },
      });
      return { contract_id: c.id };
    });
  }

  /** Delete (it leaves every inbox and count) or restore; each only from the other state (409). */
  async setDeleted(actor: Actor, contractId: number, isDeleted: boolean) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, contractId, { forUpdate: true, withDeleted: true });
      if (isDeleted && c.deletedAt !== null) throw conflict('ALREADY_DELETED', 'This contract has already been deleted');
      if (!isDeleted && c.deletedAt === null) throw conflict('NOT_DELETED', 'This contract is not deleted');
      await q.updateContract(tx, c.id, { deletedAt: isDeleted ? new Date() : null });
      await recordAudit(tx, actor, {
        area: AREA,
        action: isDeleted ? 'contract_deleted' : 'contract_undeleted',
        objectType: 'contract',
        objectId: c.id,
      });
      return { contract_id: c.id };
    });
  }

  /** Removal for good, only of a contract deleted first: a second step, so one click never loses a signed contract. */
  async hardDelete(actor: Actor, contractId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, contractId, { forUpdate: true, withDeleted: true });
      if (c.deletedAt === null)
        throw conflict('NOT_DELETED', 'Delete this contract first; only a deleted contract can be removed for good');
      await q.removeContract(tx, c.id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'contract_hard_deleted',
        objectType: 'contract',
        objectId: c.id,
        before: { name: c.name, employee_id: c.employeeId, status: c.status, internal_status: c.internalStatus },
      });
      return { contract_id: c.id };
    });
  }

  async exists(actor: Actor, contractId: number) {
    const record = await q.findContract(this.db, actor.companyId, this.visible(actor), contractId);
    return { exists: record !== undefined && record.contract.deletedAt === null };
  }

  async signers(actor: Actor, contractId: number) {
    return { signers: signersOf(await this.find(this.db, actor, contractId, { withDeleted: true })) };
  }

  async shortcodes(actor: Actor, contractId: number) {
    const record = await this.find(this.db, actor, contractId, { withDeleted: true });
    const values: Record<string, string> = shortcodeValues(record);
    return {
      shortcodes: shortcodesIn(record.contract.contentHtml).map((shortcode) => ({
        shortcode,
        value: Object.prototype.hasOwnProperty.call(values, shortcode) ? values[shortcode]! : null,
        is_standard: isStandardShortcode(shortcode),
      })),
    };
  }

  async setCustomShortcodeValue(actor: Actor, input: { contract_id: number; shortcode: string; value: string }) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { contract: c } = await this.find(tx, actor, input.contract_id, { forUpdate: true });
      if (isSigned(c)) throw conflict('ALREADY_SIGNED', 'This contract has been signed: its text can no longer change');
      if (c.sentAt !== null)
        throw conflict('ALREADY_SENT', 'This contract was sent to the employee: reset its signing method before changing it');
      const shortcodeValues = { ...c.shortcodeValues, [input.shortcode]: input.value };
      await q.updateContract(tx, c.id, { shortcodeValues });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'shortcode_value_set',
        objectType: 'contract',
        objectId: c.id,
        before: { [input.shortcode]: c.shortcodeValues[input.shortcode] ?? null },
        after: { [input.shortcode]: input.value },
      });
      return { contract_id: c.id };
    });
  }

  // ---- templates

  async templates(actor: Actor) {
    this.assertReader(actor);
    const rows = await q.listTemplates(this.db, actor.companyId);
    return {
      templates: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, internal_signature_required: r.internalSignatureRequired })),
    };
  }

  async findTemplate(db: DbOrTx, actor: Actor, templateId: number, options: { forUpdate?: boolean } = {}) {
    const found = await q.findTemplate(db, actor.companyId, templateId, options);
    if (!found) throw notFound('This contract template');
    return found;
  }

  async template(actor: Actor, templateId: number) {
    this.assertReader(actor);
    const { template: t, firstSignerName, secondSignerName } = await this.findTemplate(this.db, actor, templateId);
    return {
      template: {
        id: t.id,
        name: t.name,
        type: t.type,
        content_html: t.contentHtml,
        internal_signature_required: t.internalSignatureRequired,
        internal_signer_user_id: t.internalSignerUserId,
        second_internal_signer_user_id: t.secondInternalSignerUserId,
        internal_signer_name: firstSignerName,
        second_internal_signer_name: secondSignerName,
        time_created: t.createdAt.toISOString(),
      },
    };
  }

  async templateCountForSigner(actor: Actor, userId: number) {
    this.assertReader(actor);
    return { count: await q.countTemplatesOfSigner(this.db, actor.companyId, userId) };
  }

  async hashtags(actor: Actor) {
    this.assertReader(actor);
    const custom = new Set<string>();
    for (const { html } of await q.templateTexts(this.db, actor.companyId)) for (const code of shortcodesIn(html)) custom.add(code);
    for (const code of STANDARD_SHORTCODES) custom.delete(code);
    return {
      hashtags: [
        ...STANDARD_SHORTCODES.map((shortcode) => ({ shortcode, is_standard: true })),
        ...[...custom].sort().map((shortcode) => ({ shortcode, is_standard: false })),
      ],
    };
  }

  async addTemplate(actor: Actor, input: z.output<typeof ZAddContractTemplateSchema>) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const templateId = await q.insertTemplate(tx, { companyId: actor.companyId, name: input.name, type: input.type });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_added',
        objectType: 'contract_template',
        objectId: templateId,
        after: input,
      });
      return { template_id: templateId };
    });
  }

  async editTemplate(actor: Actor, input: z.output<typeof ZEditContractTemplateSchema>) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { template: t } = await this.findTemplate(tx, actor, input.template_id, { forUpdate: true });
      const html = sanitizeContractHtml(input.content_html);
      await q.updateTemplate(tx, t.id, { name: input.name, contentHtml: html });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_edited',
        objectType: 'contract_template',
        objectId: t.id,
        before: { name: t.name, length: t.contentHtml.length },
        after: { name: input.name, length: html.length },
      });
      return { template_id: t.id };
    });
  }

  async editSignatureRequirements(actor: Actor, input: TEditSignatureRequirements) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { template: t } = await this.findTemplate(tx, actor, input.template_id, { forUpdate: true });
      const first = input.internal_signer_user_id ?? null;
      const second = input.second_internal_signer_user_id ?? null;
      for (const [field, userId] of [
        ['internal_signer_user_id', first],
        ['second_internal_signer_user_id', second],
      ] as const)
        if (userId !== null && !(await q.isInternalSignerOf(tx, actor.companyId, userId)))
          throw new HttpError(400, 'VALIDATION', 'This user cannot sign for the company', {
            [field]: 'Not a user of this company who may sign',
          });
      const after = {
        internalSignatureRequired: input.internal_signature_required,
        internalSignerUserId: first,
        secondInternalSignerUserId: second,
      };
      await q.updateTemplate(tx, t.id, after);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_signers_changed',
        objectType: 'contract_template',
        objectId: t.id,
        before: {
          internalSignatureRequired: t.internalSignatureRequired,
          internalSignerUserId: t.internalSignerUserId,
          secondInternalSignerUserId: t.secondInternalSignerUserId,
        },
        after,
      });
      return { template_id: t.id };
    });
  }

  async deleteTemplate(actor: Actor, templateId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const { template: t } = await this.findTemplate(tx, actor, templateId, { forUpdate: true });
      await q.updateTemplate(tx, t.id, { deletedAt: new Date() });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_deleted',
        objectType: 'contract_template',
        objectId: t.id,
        before: { name: t.name },
      });
      return { template_id: t.id };
    });
  }
}
