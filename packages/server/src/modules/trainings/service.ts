import type { z } from 'zod';
import {
  TRAINING_ATTACHMENT_RELATED_OBJECT,
  TRAINING_LIST_PER_PAGE,
  TRAININGS_FLA_FEATURE,
  type TAddTrainingRequest,
  type TListTrainingRequestsResponse,
  type TProcessTrainingRequest,
  type TTraining,
  type TTrainingAttachment,
  type TTrainingDetailResponse,
  type TTrainingRequestDetailResponse,
  type ZListTrainingRequestsRequestSchema,
} from '@signoff/contract/trainings';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { trainingRequests } from '../../db/schema/trainings.ts';
import { employees } from '../../db/schema/people.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { managerRole, requestListWhere, requesterIn, requesterScope } from '../../auth/scope.ts';
import { HttpError, alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { insertFileRecord } from '../../files/records.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import * as q from './queries.ts';

const AREA = 'trainings';
export const TRAININGS_PERMISSION = 'trainings';

type TTrainingRow = NonNullable<Awaited<ReturnType<typeof q.findTraining>>>;

function toTraining(row: TTrainingRow, sessions: Awaited<ReturnType<typeof q.listSessions>>, showFunding: boolean): TTraining {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    start_date: row.startDate,
    end_date: row.endDate,
    cost: row.cost,
    is_price_visible_for_employees: row.isPriceVisibleForEmployees,
    leverancier: row.supplier,
    falls_under_fla: showFunding ? row.fallsUnderFla : null,
    training_amount_days: row.amountDays,
    training_amount_minutes: row.amountMinutes,
    certificate_to_achieve: row.certificateToAchieve,
    type_of_training: row.typeOfTraining,
    location_of_training: row.location,
    additional_information: row.additionalInformation,
    visibility: row.visibility,
    kind: row.kind,
    sessions: sessions.map((s) => ({ id: s.id, date: s.date, start_time: s.startTime, end_time: s.endTime })),
  };
}

type TListStatus = z.output<typeof ZListTrainingRequestsRequestSchema>['status'];

const listWhere = (actor: Actor, status: TListStatus) => requestListWhere(actor, TRAININGS_PERMISSION, trainingRequests.employeeId, status);

/** Training requests (spec 01 §2 Trainings): the requester's managers, or HR with the trainings permission, decide. */
export class TrainingsService {
  // The list's usual visits, built once per access and status tab (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, status: TListStatus, request) => q.requestsPage(this.db, listWhere(actor, status), request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private scope(actor: Actor) {
    return requesterScope(actor, TRAININGS_PERMISSION);
  }

  /**
   * Which trainings an actor may see (a condition on `trainings`). HR with the permission sees every one; others see
   * those open to everyone, and the ones named by a request they made or decide (the inbox detail links there).
   */
  private reachable(actor: Actor): SQL {
    if (hasPermission(actor, TRAININGS_PERMISSION)) return sql`true`;
    const own = actor.employeeId === null ? sql`false` : eq(employees.id, actor.employeeId);
    return q.openOrRequestedBy(this.db, or(this.scope(actor), own)!);
  }

  /** A training the actor may see, or 404 (another company's, or one not open to them: ids do not leak). */
  private async visibleTraining(db: DbOrTx, actor: Actor, trainingId: number) {
    const row = await q.findReachableTraining(db, actor.companyId, trainingId, this.reachable(actor));
    if (!row) throw notFound('This training');
    return row;
  }

  async list(actor: Actor, input: z.output<typeof ZListTrainingRequestsRequestSchema>): Promise<TListTrainingRequestsResponse> {
    const request = { page: input.page, perPage: TRAINING_LIST_PER_PAGE, after: input.after };
    const { rows, total, total_is_exact } =
      (await this.usualPage(actor, input.status, request)) ?? (await q.listRequests(this.db, listWhere(actor, input.status), request));
    return {
      items: rows.map((r) => ({
        id: r.id,
        status: r.status,
        requester: { id: r.requesterId, name: r.requesterName, avatar: r.requesterAvatar },
        training_id: r.trainingId ?? 0,
        training_name: r.trainingName,
        new_training_name: r.newTrainingName,
        time_created: r.createdAt.toISOString(),
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: TRAINING_LIST_PER_PAGE,
    };
  }

  /** The badge: pending requests this actor decides, as a column of the inbox counts' one query. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, requesterIn(actor, TRAININGS_PERMISSION, trainingRequests.employeeId));
  }

  async detail(actor: Actor, requestId: number): Promise<TTrainingRequestDetailResponse> {
    const row = await q.findRequest(this.db, actor.companyId, this.scope(actor), requestId);
    if (!row) throw notFound('This training request');
    const r = row.request;
    return {
      request: {
        id: r.id,
        status: r.status,
        requester: { id: row.requester.id, name: row.requester.name, avatar: row.requester.avatarUrl },
        training_id: r.trainingId ?? 0,
        training_name: row.training?.name ?? null,
        training_cost: row.training?.cost ?? null,
        new_training_name: r.newTrainingName,
        new_training_cost: r.newTrainingCost,
        motivation: r.motivation,
        message_to_employee: r.messageToEmployee,
        approver_user_name: row.approver?.name ?? null,
        approver_avatar: null,
        approver_user_id: row.approver?.id ?? null,
        approver_manager_id: row.manager?.id ?? null,
        approver_manager_name: row.manager?.name ?? null,
        time_created: r.createdAt.toISOString(),
        time_processed: r.processedAt?.toISOString() ?? null,
      },
      can_process: r.status === 'pending' && !actor.isReadOnly,
    };
  }

  async process(actor: Actor, input: TProcessTrainingRequest) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      // The lock makes a second approver wait here, then see the first one's decision and get a 409.
      const row = await q.findRequest(tx, actor.companyId, this.scope(actor), input.request_id, { forUpdate: true });
      if (!row) throw notFound('This training request');
      if (row.request.status !== 'pending') throw alreadyProcessed('This training request');
      const note = input.note.trim();
      await q.closeRequest(tx, row.request.id, { status: input.status, messageToEmployee: note || null, approverUserId: actor.userId });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: input.status,
        note,
        role: managerRole(actor, row.requester),
        before: { status: row.request.status },
        after: { status: input.status, note },
      });
      return { request_id: row.request.id, status: input.status };
    });
  }

  /** A training of the catalogue, for whoever may see it (see reachable). */
  async training(actor: Actor, trainingId: number): Promise<TTrainingDetailResponse> {
    const row = await this.visibleTraining(this.db, actor, trainingId);
    const showFunding = actor.features.has(TRAININGS_FLA_FEATURE);
    return { training: toTraining(row, await q.listSessions(this.db, row.id), showFunding), show_funding: showFunding };
  }

  async catalogue(actor: Actor) {
    const rows = await q.listVisibleTrainings(this.db, actor.companyId);
    return {
      trainings: rows.map((r) => ({
        id: r.id,
        name: r.name,
        start_date: r.startDate,
        cost: r.cost,
        is_price_visible_for_employees: r.isPriceVisibleForEmployees,
      })),
    };
  }

  /** An employee asks for a training for themselves: one of the catalogue's open ones, or a new one. */
  async add(actor: Actor, input: TAddTrainingRequest) {
    assertCanWrite(actor);
    if (actor.employeeId === null)
      throw badRequest('NO_EMPLOYEE', 'Only an employee can ask for a training', { _: 'This account is not an employee' });
    if (input.training_id !== undefined) {
      const training = await q.findTraining(this.db, actor.companyId, input.training_id);
      if (!training || training.visibility !== '1') throw notFound('This training');
    }
    const requestId = await q.insertRequest(this.db, {
      companyId: actor.companyId,
      employeeId: actor.employeeId,
      trainingId: input.training_id ?? null,
      newTrainingName: input.training_id === undefined ? input.new_training_name! : null,
      newTrainingCost: input.training_id === undefined ? input.new_training_cost! : null,
      motivation: input.motivation,
    });
    return { request_id: requestId };
  }

  // ---- attachments: rows of `files` (related object 'training'), stored with the small PDF and image limits

  /**
   * Whether this actor may attach a file to this training, asked before a byte of the file is written and again in the
   * upload's transaction: read-only 403, a training they do not see 404, without the trainings permission 403.
   */
  async checkAttachmentUpload(actor: Actor, trainingId: number, db: DbOrTx = this.db): Promise<void> {
    assertCanWrite(actor);
    await this.visibleTraining(db, actor, trainingId);
    if (!hasPermission(actor, TRAININGS_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the trainings permission to add attachments to a training');
  }

  /** The file is stored first (by the route); if recording it then fails or is refused, the stored file is removed. */
  async addAttachment(actor: Actor, trainingId: number, upload: ReceivedFile | null) {
    try {
      return await this.db.transaction(async (tx) => {
        await this.checkAttachmentUpload(actor, trainingId, tx);
        if (!upload) throw badRequest('VALIDATION', 'Choose the file to attach', { file: 'Choose a file' });
        const fileId = await insertFileRecord(tx, upload, {
          companyId: actor.companyId,
          userId: actor.userId,
          relatedObject: TRAINING_ATTACHMENT_RELATED_OBJECT,
          relatedObjectId: trainingId,
        });
        const attachment = {
          file_id: fileId,
          name: upload.filename,
          size_bytes: upload.stored.sizeBytes,
          mime_type: upload.stored.detectedMime,
        };
        await recordAudit(tx, actor, {
          area: AREA,
          action: 'attachment_added',
          objectType: 'training',
          objectId: trainingId,
          after: attachment,
        });
        return attachment;
      });
    } catch (error) {
      if (upload) await this.storage.remove(upload.stored.storageName);
      throw error;
    }
  }

  async attachments(actor: Actor, trainingId: number): Promise<{ attachments: TTrainingAttachment[] }> {
    await this.visibleTraining(this.db, actor, trainingId);
    const rows = await q.listAttachments(this.db, actor.companyId, trainingId);
    return {
      attachments: rows.map((r) => ({
        id: r.id,
        name: r.originalName,
        size_bytes: r.sizeBytes,
        mime_type: r.mimeType,
        uploaded_at: r.createdAt.toISOString(),
        uploaded_by: r.uploadedBy,
      })),
    };
  }

  /** One attachment's bytes, for whoever may see the training; 404 for a file that is not this training's. */
  async openAttachment(actor: Actor, trainingId: number, fileId: number) {
    await this.visibleTraining(this.db, actor, trainingId);
    const file = await q.findAttachment(this.db, actor.companyId, trainingId, fileId);
    if (!file) throw notFound('This attachment');
    return { file, stream: this.storage.open(file.storageName) };
  }
}
