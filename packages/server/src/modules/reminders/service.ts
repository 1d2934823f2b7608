import {
  REMINDERS_PER_PAGE,
  REMINDER_CHOICES_MAX,
  type TReminderChoices,
  type TAddDocumentReminder,
  type TAddReminder,
  type TEditReminder,
  type TListRemindersRequest,
  type TListRemindersResponse,
  type TReminder,
  type TReminderDetailResponse,
  type TReminderListStatus,
  type TReminderRelatedObject,
} from '@signoff/contract/reminders';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { recordAudit } from '../../audit/recorder.ts';
import * as q from './queries.ts';
import { employeesByName } from '../people/queries.ts';

const AREA = 'reminders';
export const REMINDERS_PERMISSION = 'reminders';

function toReminder(row: q.TReminderRow): TReminder {
  const r = row.reminder;
  return {
    id: r.id,
    reminder_id: r.id,
    related_object: r.relatedObject,
    related_object_id: r.relatedObjectId,
    related_object_name: row.relatedObjectName,
    related_employee_id: r.relatedEmployeeId,
    related_employee_name: row.relatedEmployeeName,
    related_custom_field_object_id: r.relatedCustomFieldObjectId,
    related_custom_field_object_type: r.relatedCustomFieldObjectType,
    description: r.description,
    reminder_date: r.reminderDate,
    expiration_date: r.expirationDate,
    due_date: r.dueDate,
    target_user_id: r.targetUserId,
    target_user_name: row.targetUserName,
    closed: r.closed,
    sent_on: r.sentAt ? r.sentAt.toISOString() : null,
  };
}

/** The reminders the actor sees: the company's for a keeper (the reminders permission), their own otherwise. */
function scopeOf(actor: Actor): SQL {
  return hasPermission(actor, REMINDERS_PERMISSION) ? sql`true` : eq(reminders.targetUserId, actor.userId);
}

/** What a list's rows must match besides the filters the user picks: the actor's scope and the status tab. */
function listWhere(actor: Actor, status: TReminderListStatus) {
  return {
    companyId: actor.companyId,
    scope: scopeOf(actor),
    status:
      status === 'pending'
        ? eq(reminders.closed, false)
        : status === 'closed'
          ? eq(reminders.closed, true)
          : status === 'assigned_to_me'
            ? eq(reminders.targetUserId, actor.userId)
            : undefined,
  };
}

/**
 * Reminders (spec 01 §2 Reminders, spec 02 §7.7). A reminder is its target user's: they see it, close and reopen it.
 * HR with the reminders permission keeps the company's: they see them all and add, edit, delete and reassign them.
 * The scheduler (jobs/reminderScheduler.ts) sends each one on its reminder date.
 */
export class RemindersService {
  // The list's usual visits (no search, no filter picked), built once per access and status tab (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, status: TReminderListStatus, request) => q.remindersPage(this.db, { ...listWhere(actor, status), search: '' }, request).query,
  );

  constructor(private readonly db: Db) {}

  private isKeeper(actor: Actor) {
    return hasPermission(actor, REMINDERS_PERMISSION);
  }

  private scope(actor: Actor): SQL {
    return scopeOf(actor);
  }

  private assertKeeper(actor: Actor) {
    if (!this.isKeeper(actor)) throw new HttpError(403, 'FORBIDDEN', 'You need the reminders permission to manage reminders');
  }

  private assertKeeperWrite(actor: Actor) {
    assertCanWrite(actor);
    this.assertKeeper(actor);
  }

  async list(actor: Actor, input: TListRemindersRequest): Promise<TListRemindersResponse> {
    if (input.sent_only && input.unsent_only) throw badRequest('INVALID_FILTER', 'Choose sent_only or unsent_only, not both');
    const request = { page: input.page, perPage: REMINDERS_PER_PAGE, after: input.after };
    // The filters the user picks (undefined: not picked): with any of them, or a search, the visit is not a usual one.
    const picked = {
      employeeId: input.employee_filter,
      sent: input.sent_only ? true : input.unsent_only ? false : undefined,
      relatedObject: input.related_object,
      relatedObjectId: input.related_object_id,
      customFieldObjectId: input.related_custom_field_object_id,
      customFieldObjectType: input.related_custom_field_object_type,
    };
    const usual = !input.search_term && Object.values(picked).every((v) => v === undefined);
    const { rows, total, total_is_exact } =
      (usual ? await this.usualPage(actor, input.status, request) : null) ??
      (await q.listReminders(this.db, { ...listWhere(actor, input.status), ...picked, search: input.search_term }, request));
    return { items: rows.map(toReminder), total, total_is_exact, page: input.page, per_page: REMINDERS_PER_PAGE };
  }

  /** The badge: what the inbox's pending tab lists (sent, open; the company's for a keeper, one's own otherwise). */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, this.scope(actor));
  }

  async count(actor: Actor, userId: number) {
    if (!this.isKeeper(actor) && userId !== actor.userId) throw notFound('This user');
    if (!(await q.findMember(this.db, actor.companyId, userId))) throw notFound('This user');
    return { count: await q.countOpenFor(this.db, actor.companyId, userId) };
  }

  /** The add form's pickers, for the keepers who add reminders. */
  async choices(actor: Actor, search: string): Promise<TReminderChoices> {
    this.assertKeeper(actor);
    const [people, recipients] = await Promise.all([
      employeesByName(this.db, actor.companyId, search, REMINDER_CHOICES_MAX),
      q.usersByName(this.db, actor.companyId, search, REMINDER_CHOICES_MAX),
    ]);
    return { employees: people.map(({ id, name }) => ({ id, name })), users: recipients };
  }

  async forRelatedObject(actor: Actor, type: TReminderRelatedObject, id: number) {
    const rows = await q.remindersAbout(this.db, actor.companyId, this.scope(actor), type, id);
    return { reminders: rows.map(toReminder) };
  }

  async detail(actor: Actor, id: number): Promise<TReminderDetailResponse> {
    const row = await q.findReminder(this.db, actor.companyId, this.scope(actor), id);
    if (!row) throw notFound('This reminder');
    return { reminder: toReminder(row), can_process: !actor.isReadOnly };
  }

  /** The object must be the company's; the employee it concerns follows from it (an employee's file, a contract's person). */
  private async resolveObject(db: DbOrTx, actor: Actor, input: TAddReminder) {
    const id = input.related_object_id!;
    const c = actor.companyId;
    switch (input.related_object) {
      case 'employee':
      case 'expiring_credits': {
        if (!(await q.findEmployee(db, c, id))) throw notFound('This employee');
        return { relatedEmployeeId: id, customField: null };
      }
      case 'training':
        if (!(await q.findTraining(db, c, id))) throw notFound('This training');
        return { relatedEmployeeId: null, customField: null };
      case 'document': {
        const file = await q.findFile(db, c, id);
        if (!file) throw notFound('This document');
        return { relatedEmployeeId: file.relatedObject === 'employee' ? file.relatedObjectId : null, customField: null };
      }
      case 'custom_field': {
        const objectId = input.related_custom_field_object_id!;
        const type = input.related_custom_field_object_type!;
        if (type === 'employee') {
          if (!(await q.findEmployee(db, c, objectId))) throw notFound('This employee');
          return { relatedEmployeeId: objectId, customField: { id: objectId, type } };
        }
        const contract = await q.findContract(db, c, objectId);
        if (!contract) throw notFound('This contract');
        return { relatedEmployeeId: contract.employeeId, customField: { id: objectId, type } };
      }
    }
  }

  private async targetOrBadRequest(db: DbOrTx, actor: Actor, userId: number) {
    // The target must be a user of this company: another company's user is a bad choice, not a leak of one.
    const member = await q.findMember(db, actor.companyId, userId);
    if (!member)
      throw badRequest('INVALID_TARGET_USER', 'The reminder can only be sent to a user of this company', { target_user_id: 'unknown' });
    return member;
  }

  async add(actor: Actor, input: TAddReminder) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      await this.targetOrBadRequest(tx, actor, input.target_user_id);
      const object = await this.resolveObject(tx, actor, input);
      const id = await q.insertReminder(tx, actor.companyId, actor.userId, {
        relatedObject: input.related_object,
        relatedObjectId: input.related_object_id!,
        relatedEmployeeId: object.relatedEmployeeId,
        relatedCustomFieldObjectId: object.customField?.id ?? null,
        relatedCustomFieldObjectType: object.customField?.type ?? null,
        description: input.description,
        reminderDate: input.reminder_date,
        expirationDate: input.expiration_date ?? null,
        dueDate: input.due_date ?? null,
        targetUserId: input.target_user_id,
      });
      await recordAudit(tx, actor, { area: AREA, action: 'reminder_added', objectType: 'reminder', objectId: id, after: input });
      return { reminder_id: id };
    });
  }

  /** A reminder about a document, sent on the day the document expires. */
  async addForDocument(actor: Actor, input: TAddDocumentReminder) {
    return this.add(actor, {
      related_object: 'document',
      related_object_id: input.document_id,
      description: input.description,
      reminder_date: input.expiration_date,
      expiration_date: input.expiration_date,
      target_user_id: input.target_user_id,
    });
  }

  private async lockedOrNotFound(tx: DbOrTx, actor: Actor, id: number) {
    // The lock makes a second change wait here, then see the first one's and answer from it.
    const row = await q.findReminder(tx, actor.companyId, this.scope(actor), id, { forUpdate: true });
    if (!row) throw notFound('This reminder');
    return row;
  }

  async edit(actor: Actor, input: TEditReminder) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedOrNotFound(tx, actor, input.reminder_id);
      await this.targetOrBadRequest(tx, actor, input.target_user_id);
      const values = {
        description: input.description,
        reminderDate: input.reminder_date,
        expirationDate: input.expiration_date ?? null,
        dueDate: input.due_date ?? null,
        targetUserId: input.target_user_id,
      };
      await q.updateReminder(tx, input.reminder_id, values, values.reminderDate !== row.reminder.reminderDate);
      const r = row.reminder;
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'reminder_edited',
        objectType: 'reminder',
        objectId: r.id,
        before: {
          description: r.description,
          reminderDate: r.reminderDate,
          expirationDate: r.expirationDate,
          dueDate: r.dueDate,
          targetUserId: r.targetUserId,
        },
        after: values,
      });
      return { reminder_id: r.id };
    });
  }

  async delete(actor: Actor, id: number) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedOrNotFound(tx, actor, id);
      await q.deleteReminder(tx, id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'reminder_deleted',
        objectType: 'reminder',
        objectId: id,
        before: toReminder(row),
      });
      return { reminder_id: id };
    });
  }

  /** Close or reopen: 409 when it is already in that state (somebody else was first). */
  async setClosed(actor: Actor, id: number, closed: boolean) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedOrNotFound(tx, actor, id);
      if (row.reminder.closed === closed)
        throw new HttpError(409, 'ALREADY_PROCESSED', closed ? 'This reminder is already closed' : 'This reminder is already open');
      await q.setClosed(tx, id, closed);
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: id,
        action: closed ? 'closed' : 'reopened',
        before: { closed: !closed },
        after: { closed },
      });
      return { reminder_id: id, closed };
    });
  }

  async reassign(actor: Actor, input: { from_user_id: number; to_user_id: number }) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      if (!(await q.findMember(tx, actor.companyId, input.from_user_id))) throw notFound('This user');
      if (input.from_user_id === input.to_user_id) throw badRequest('SAME_USER', 'Choose another user to give the reminders to');
      await this.targetOrBadRequest(tx, actor, input.to_user_id);
      const reassigned = await q.reassignOpen(tx, actor.companyId, input.from_user_id, input.to_user_id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'reminders_reassigned',
        objectType: 'user',
        objectId: input.from_user_id,
        after: { ...input, reassigned },
      });
      return { reassigned };
    });
  }
}
