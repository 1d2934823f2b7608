import { eq } from 'drizzle-orm';
import type { TEmployeeContractView, TEmployeeSigningState, TSignAsEmployee } from '@signoff/contract/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { assertCanWrite, type Actor } from '../../auth/actor.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { checkSignaturePng } from './signatureImage.ts';
import { renderedText, signersOf, statusesOf, type ContractsService } from './service.ts';
import * as q from './queries.ts';

const AREA = 'contracts';
const conflict = (code: string, message: string) => new HttpError(409, code, message);
type TRecord = q.TContractRecord;

function stateOf(c: TRecord['contract']): TEmployeeSigningState {
  if (c.employeeSignedAt !== null) return 'signed';
  return c.sentAt !== null && c.signingMethod === 'in_app' ? 'to_sign' : 'not_sent';
}

/**
 * The employee's own signing page (the link of sendToEmployee's e-mail): the contract's person, logged in as
 * themselves, reads it and signs it with a drawn PNG, once HR sent it to them to sign in Signoff. Nobody else finds
 * it here, HR included (404): HR reads contracts through the inbox's calls.
 */
export class EmployeeSigningService {
  constructor(
    private readonly db: Db,
    private readonly contracts: ContractsService,
  ) {}

  /** The actor's own live contract that asks for their signature, or 404. */
  private async findOwn(db: DbOrTx, actor: Actor, contractId: number, options: { forUpdate?: boolean } = {}) {
    const employeeId = actor.employeeId;
    const record =
      employeeId === null
        ? undefined
        : await q.findContract(db, actor.companyId, eq(contracts.employeeId, employeeId), contractId, options);
    if (!record || record.contract.deletedAt !== null || !record.contract.employeeSignatureRequired) throw notFound('This contract');
    return record;
  }

  async view(actor: Actor, contractId: number): Promise<{ contract: TEmployeeContractView }> {
    const record = await this.findOwn(this.db, actor, contractId);
    const c = record.contract;
    const state = stateOf(c);
    const shown = state !== 'not_sent';
    return {
      contract: {
        contract_id: c.id,
        contract_name: c.name,
        company_name: record.companyName,
        file_type: c.fileType,
        state,
        rendered_html: shown && c.fileType === 'html' ? renderedText(record) : null,
        has_pdf: shown && (c.fileType === 'html' || c.pdfFileId !== null),
        // The employee signs whenever it is sent to them: the internal signers' order does not bind them.
        signers: signersOf(record).map((s) => (s.role === 'employee' ? { ...s, can_sign_now: state === 'to_sign' } : s)),
        sent_at: c.sentAt?.toISOString() ?? null,
        signed_at: c.employeeSignedAt?.toISOString() ?? null,
        signed_name: c.employeeSignedName,
      },
    };
  }

  /** The contract's PDF for its employee, once sent to them: what they are asked to sign, or signed. */
  async pdf(actor: Actor, contractId: number) {
    const record = await this.findOwn(this.db, actor, contractId);
    if (stateOf(record.contract) === 'not_sent') throw conflict('NOT_SENT', 'This contract is not waiting for your signature');
    return { filename: `${record.contract.name}.pdf`, bytes: await this.contracts.pdfBytes(this.db, record) };
  }

  /**
   * The employee's signature: once, only while the contract is sent to them to sign in Signoff (409 when signed, or
   * withdrawn or moved to the signing provider). Like the first internal signature, it freezes the filled-in text.
   */
  async sign(actor: Actor, input: TSignAsEmployee) {
    assertCanWrite(actor);
    // A signature is the person's own act: an admin acting as them may read their page but not sign for them.
    if (actor.impersonatedBy !== null)
      throw new HttpError(403, 'IMPERSONATING', 'A signature is personal: stop acting as this person to sign');
    const signature = checkSignaturePng(input.base64_signature);
    return this.db.transaction(async (tx) => {
      // Locked: of two signatures at once the second finds it signed (409), and a withdrawal waits for the signature.
      const record = await this.findOwn(tx, actor, input.contract_id, { forUpdate: true });
      const c = record.contract;
      if (c.employeeSignedAt !== null) throw conflict('ALREADY_SIGNED', 'You have already signed this contract');
      if (c.sentAt === null || c.signingMethod !== 'in_app')
        throw conflict(
          'NOT_SENT',
          'This contract is not waiting for your signature: it was withdrawn or goes through the signing provider',
        );
      const set: Partial<typeof contracts.$inferInsert> = {
        employeeSignedAt: new Date(),
        employeeSignedName: input.name,
        employeeSignature: signature,
      };
      if (c.signedContentHtml === null && c.fileType === 'html') set.signedContentHtml = renderedText(record);
      const statuses = statusesOf({ ...c, employeeSignedAt: set.employeeSignedAt! });
      await q.updateContract(tx, c.id, { ...set, ...statuses });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: c.id,
        action: 'signed_employee',
        before: { status: c.status },
        after: { status: statuses.status, internal_status: statuses.internalStatus, signed_name: input.name },
      });
      return { contract_id: c.id, status: statuses.status, internal_status: statuses.internalStatus };
    });
  }
}
