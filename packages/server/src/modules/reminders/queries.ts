import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TReminderRelatedObject } from '@signoff/contract/reminders';
import type { DbOrTx } from '../../db/client.ts';
import { keysetPage, likePattern, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { employees } from '../../db/schema/people.ts';
import { memberships, users } from '../../db/schema/auth.ts';
import { trainings } from '../../db/schema/trainings.ts';
import { files } from '../../db/schema/files.ts';
import { contracts } from '../../db/schema/contracts.ts';

const relatedEmployee = alias(employees, 'related_employee');
const targetUser = alias(users, 'target_user');

/**
 * The name of what a reminder is about, or null when it is gone (a deleted file, a deleted contract): the web then
 * shows FILE_NOT_FOUND or NOT_FOUND. Scalar subqueries naming the outer table in full, so they bind to it.
 */
export const relatedObjectName: SQL<string | null> = sql<string | null>`case reminders.related_object
  when 'employee' then (select e.name from employees e where e.id = reminders.related_object_id and e.company_id = reminders.company_id)
  when 'expiring_credits' then (select e.name from employees e where e.id = reminders.related_object_id and e.company_id = reminders.company_id)
  when 'training' then (select tr.name from trainings tr where tr.id = reminders.related_object_id and tr.company_id = reminders.company_id)
  when 'document' then (select f.original_name from files f where f.id = reminders.related_object_id and f.company_id = reminders.company_id)
  when 'custom_field' then case reminders.related_custom_field_object_type
    when 'employee' then (select e.name from employees e where e.id = reminders.related_custom_field_object_id and e.company_id = reminders.company_id)
    when 'contract' then (select c.name from contracts c where c.id = reminders.related_custom_field_object_id and c.company_id = reminders.company_id and c.deleted_at is null)
    end
  end`;

const columns = {
  reminder: reminders,
  relatedObjectName,
  relatedEmployeeName: relatedEmployee.name,
  targetUserName: targetUser.name,
};

function reminderQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(reminders)
    .leftJoin(relatedEmployee, eq(relatedEmployee.id, reminders.relatedEmployeeId))
    .innerJoin(targetUser, eq(targetUser.id, reminders.targetUserId));
}
export type TReminderRow = Awaited<ReturnType<typeof reminderQuery>>[number];

export type TReminderFilter = {
  companyId: number;
  scope: SQL;
  status: SQL | undefined;
  employeeId?: number | undefined;
  sent?: boolean | undefined;
  search: string;
  relatedObject?: TReminderRelatedObject | undefined;
  relatedObjectId?: number | undefined;
  customFieldObjectId?: number | undefined;
  customFieldObjectType?: string | undefined;
};

/** Every filter of the list as a condition on the reminders table alone (names through IN subqueries). */
function filterOf(f: TReminderFilter): SQL {
  const pattern = f.search ? likePattern(f.search) : null;
  return and(
    eq(reminders.companyId, f.companyId),
    f.scope,
    f.status,
    f.employeeId === undefined ? undefined : eq(reminders.relatedEmployeeId, f.employeeId),
    f.sent === undefined ? undefined : f.sent ? isNotNull(reminders.sentAt) : isNull(reminders.sentAt),
    f.relatedObject === undefined ? undefined : eq(reminders.relatedObject, f.relatedObject),
    f.relatedObjectId === undefined ? undefined : eq(reminders.relatedObjectId, f.relatedObjectId),
    f.customFieldObjectId === undefined ? undefined : eq(reminders.relatedCustomFieldObjectId, f.customFieldObjectId),
    f.customFieldObjectType === undefined ? undefined : eq(reminders.relatedCustomFieldObjectType, f.customFieldObjectType),
    pattern === null
      ? undefined
      : or(
          sql`${reminders.description} ilike ${pattern}`,
          sql`${reminders.relatedEmployeeId} in (select e.id from employees e where e.company_id = ${f.companyId} and e.name ilike ${pattern})`,
          sql`${reminders.targetUserId} in (select u.id from users u where u.name ilike ${pattern})`,
        ),
  )!;
}

/**
 * One page, latest reminder date first, read from (company_id, reminder_date, id): the query, and how its rows give the
 * total.
 */
export function remindersPage(db: DbOrTx, f: TReminderFilter, request: TPageRequest) {
  const filter = filterOf(f);
  const page = keysetPage(
    { table: reminders, at: reminders.reminderDate, id: reminders.id, direction: 'desc' },
    filter,
    and(eq(reminders.companyId, f.companyId), f.scope)!,
    request,
  );
  const query = db
    .select({ ...columns, rest: page.rest })
    .from(reminders)
    .leftJoin(relatedEmployee, eq(relatedEmployee.id, reminders.relatedEmployeeId))
    .innerJoin(targetUser, eq(targetUser.id, reminders.targetUserId))
    .where(page.where ? and(filter, page.where) : filter)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { query, total: page.total };
}

/** One page, with its total. */
export async function listReminders(...args: Parameters<typeof remindersPage>) {
  const { query, total } = remindersPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

export async function remindersAbout(db: DbOrTx, companyId: number, scope: SQL, type: TReminderRelatedObject, id: number) {
  return reminderQuery(db)
    .where(and(eq(reminders.companyId, companyId), scope, eq(reminders.relatedObject, type), eq(reminders.relatedObjectId, id)))
    .orderBy(sql`${reminders.reminderDate} desc`, sql`${reminders.id} desc`);
}

export async function findReminder(db: DbOrTx, companyId: number, scope: SQL, id: number, options: { forUpdate?: boolean } = {}) {
  const query = reminderQuery(db).where(and(eq(reminders.companyId, companyId), eq(reminders.id, id), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: reminders }) : await query;
  return row ?? null;
}

/** The badge: open, sent reminders in the actor's scope, as the inbox's pending tab lists them. */
export function pendingCount(companyId: number, scope: SQL): SQL<number> {
  return badgeCount(reminders, and(eq(reminders.companyId, companyId), scope, eq(reminders.closed, false), isNotNull(reminders.sentAt)));
}

export async function countOpenFor(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(reminders)
    .where(and(eq(reminders.companyId, companyId), eq(reminders.targetUserId, userId), eq(reminders.closed, false)));
  return row?.n ?? 0;
}

export async function findMember(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function findEmployee(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
  return row ?? null;
}

export async function findTraining(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.id, id)));
  return row ?? null;
}

export async function findFile(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: files.id, relatedObject: files.relatedObject, relatedObjectId: files.relatedObjectId })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id)));
  return row ?? null;
}

export async function findContract(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: contracts.id, employeeId: contracts.employeeId })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), isNull(contracts.deletedAt)));
  return row ?? null;
}

export type TReminderValues = {
  relatedObject: TReminderRelatedObject;
  relatedObjectId: number | null;
  relatedEmployeeId: number | null;
  relatedCustomFieldObjectId: number | null;
  relatedCustomFieldObjectType: string | null;
  description: string;
  reminderDate: string;
  expirationDate: string | null;
  dueDate: string | null;
  targetUserId: number;
};

export async function insertReminder(db: DbOrTx, companyId: number, createdByUserId: number, values: TReminderValues) {
  const [row] = await db
    .insert(reminders)
    .values({ companyId, createdByUserId, ...values })
    .returning({ id: reminders.id });
  return row!.id;
}

/** A changed reminder date arms the reminder again: the scheduler sends it on the new date. */
export async function updateReminder(
  db: DbOrTx,
  id: number,
  values: Pick<TReminderValues, 'description' | 'reminderDate' | 'expirationDate' | 'dueDate' | 'targetUserId'>,
  rearm: boolean,
) {
  await db
    .update(reminders)
    .set({ ...values, ...(rearm ? { sentAt: null } : {}) })
    .where(eq(reminders.id, id));
}

export async function deleteReminder(db: DbOrTx, id: number) {
  await db.delete(reminders).where(eq(reminders.id, id));
}

export async function setClosed(db: DbOrTx, id: number, closed: boolean) {
  await db
    .update(reminders)
    .set({ closed, closedAt: closed ? sql`now()` : null })
    .where(eq(reminders.id, id));
}

export async function reassignOpen(db: DbOrTx, companyId: number, from: number, to: number) {
  const rows = await db
    .update(reminders)
    .set({ targetUserId: to })
    .where(and(eq(reminders.companyId, companyId), eq(reminders.targetUserId, from), eq(reminders.closed, false)))
    .returning({ id: reminders.id });
  return rows.length;
}

/** The add form's recipients: the users of the company, by name. */
export async function usersByName(db: DbOrTx, companyId: number, search: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), search ? sql`${users.name} ilike ${likePattern(search)}` : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
