import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keysetPage, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { trainingRequests, trainingSessions, trainings } from '../../db/schema/trainings.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { TRAINING_ATTACHMENT_RELATED_OBJECT, type TTrainingRequestStatus } from '@signoff/contract/trainings';

const manager = alias(employees, 'manager');

const LIST_KEY: TListKey = { table: trainingRequests, at: trainingRequests.createdAt, id: trainingRequests.id, direction: 'desc' };

/**
 * One page of requests, newest first, read in order from the list index whatever the status tab (db/paging.ts): the
 * query, and how its rows give the total.
 */
export function requestsPage(
  db: DbOrTx,
  where: { companyId: number; requesters: SQL; status: TTrainingRequestStatus | null },
  request: TPageRequest,
) {
  const anchor = and(eq(trainingRequests.companyId, where.companyId), where.requesters)!;
  const filter = and(anchor, where.status ? eq(trainingRequests.status, where.status) : undefined)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({
      id: trainingRequests.id,
      status: trainingRequests.status,
      createdAt: trainingRequests.createdAt,
      trainingId: trainingRequests.trainingId,
      trainingName: trainings.name,
      newTrainingName: trainingRequests.newTrainingName,
      requesterId: employees.id,
      requesterName: employees.name,
      requesterAvatar: employees.avatarUrl,
      rest: page.rest,
    })
    .from(trainingRequests)
    .innerJoin(employees, eq(employees.id, trainingRequests.employeeId))
    .leftJoin(trainings, eq(trainings.id, trainingRequests.trainingId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page of requests, with its total. */
export async function listRequests(...args: Parameters<typeof requestsPage>) {
  const { query, total } = requestsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

/** Pending requests of the actor's requesters, as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return badgeCount(trainingRequests, and(eq(trainingRequests.companyId, companyId), eq(trainingRequests.status, 'pending'), requesters));
}

/** A request through the actor's scope (never load-then-check), optionally locked for a decision. */
export async function findRequest(db: DbOrTx, companyId: number, scope: SQL, requestId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      request: trainingRequests,
      requester: employees,
      training: { id: trainings.id, name: trainings.name, cost: trainings.cost },
      approver: { id: users.id, name: users.name },
      manager: { id: manager.id, name: manager.name },
    })
    .from(trainingRequests)
    .innerJoin(employees, eq(employees.id, trainingRequests.employeeId))
    .leftJoin(trainings, eq(trainings.id, trainingRequests.trainingId))
    .leftJoin(users, eq(users.id, trainingRequests.approverUserId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(and(eq(trainingRequests.companyId, companyId), eq(trainingRequests.id, requestId), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: trainingRequests }) : await query;
  return row ?? null;
}
export type TTrainingRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function closeRequest(
  db: DbOrTx,
  requestId: number,
  values: { status: TTrainingRequestStatus; messageToEmployee: string | null; approverUserId: number },
) {
  await db
    .update(trainingRequests)
    .set({ ...values, processedAt: sql`now()` })
    .where(eq(trainingRequests.id, requestId));
}

export async function findTraining(db: DbOrTx, companyId: number, trainingId: number) {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.id, trainingId)));
  return row ?? null;
}

/**
 * The trainings open to everyone, and those named by a request whose requester matches `requesters` (a condition on
 * `employees`): what a viewer without the trainings permission reaches. A condition on `trainings`.
 */
export function openOrRequestedBy(db: DbOrTx, requesters: SQL): SQL {
  return or(
    eq(trainings.visibility, '1'),
    exists(
      db
        .select({ one: sql`1` })
        .from(trainingRequests)
        .innerJoin(employees, eq(employees.id, trainingRequests.employeeId))
        .where(and(eq(trainingRequests.trainingId, trainings.id), requesters)),
    ),
  )!;
}

/** A training of the company that the viewer reaches (`reachable`, a condition on `trainings`); never load-then-check. */
export async function findReachableTraining(db: DbOrTx, companyId: number, trainingId: number, reachable: SQL) {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.id, trainingId), reachable));
  return row ?? null;
}

const attachmentColumns = {
  id: files.id,
  storageName: files.storageName,
  originalName: files.originalName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  createdAt: files.createdAt,
  uploadedBy: users.name,
};

/** The files of a training (their rows in `files`), oldest first, with the uploader's name; read from files' own index. */
export async function listAttachments(db: DbOrTx, companyId: number, trainingId: number) {
  return db
    .select(attachmentColumns)
    .from(files)
    .innerJoin(users, eq(users.id, files.uploadedByUserId))
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.relatedObject, TRAINING_ATTACHMENT_RELATED_OBJECT),
        eq(files.relatedObjectId, trainingId),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** One file of a training: null when the id is another object's file, or another company's. */
export async function findAttachment(db: DbOrTx, companyId: number, trainingId: number, fileId: number) {
  const [row] = await db
    .select(attachmentColumns)
    .from(files)
    .innerJoin(users, eq(users.id, files.uploadedByUserId))
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.id, fileId),
        eq(files.relatedObject, TRAINING_ATTACHMENT_RELATED_OBJECT),
        eq(files.relatedObjectId, trainingId),
      ),
    );
  return row ?? null;
}

export async function listSessions(db: DbOrTx, trainingId: number) {
  return db.select().from(trainingSessions).where(eq(trainingSessions.trainingId, trainingId)).orderBy(asc(trainingSessions.date));
}

/** The catalogue an employee may ask from: the trainings visible to everyone. */
export async function listVisibleTrainings(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.visibility, '1')))
    .orderBy(asc(trainings.name), asc(trainings.id));
}

export async function insertRequest(db: DbOrTx, row: typeof trainingRequests.$inferInsert) {
  const [inserted] = await db.insert(trainingRequests).values(row).returning({ id: trainingRequests.id });
  return inserted!.id;
}
