import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { contractTemplates as templates, contracts } from '../../db/schema/contracts.ts';
import { employees } from '../../db/schema/people.ts';
import { companies } from '../../db/schema/companies.ts';
import { memberships, users } from '../../db/schema/auth.ts';

const firstSigner = alias(users, 'first_signer');
const secondSigner = alias(users, 'second_signer');

/** The contracts a user signs internally, first or second (a condition on `contracts`). */
export const signsInternally = (userId: number): SQL =>
  or(eq(contracts.internalSignerUserId, userId), eq(contracts.secondInternalSignerUserId, userId))!;

/** Waiting for this user's signature now: theirs is the first one missing (the second signer waits for the first). */
export const waitsForSignatureOf = (userId: number): SQL =>
  and(
    eq(contracts.internalStatus, 'pending'),
    isNull(contracts.deletedAt),
    or(
      and(eq(contracts.internalSignerUserId, userId), isNull(contracts.internalSignedAt)),
      and(eq(contracts.secondInternalSignerUserId, userId), isNotNull(contracts.internalSignedAt), isNull(contracts.secondSignedAt)),
    ),
  )!;

const STATUS_FILTER = {
  all: undefined,
  pending: or(eq(contracts.status, 'pending'), eq(contracts.internalStatus, 'pending')),
  closed: and(ne(contracts.status, 'pending'), ne(contracts.internalStatus, 'pending')),
} as const;

const rowColumns = {
  id: contracts.id,
  name: contracts.name,
  templateName: contracts.templateName,
  status: contracts.status,
  internalStatus: contracts.internalStatus,
  createdAt: contracts.createdAt,
  personId: employees.id,
  personName: employees.name,
  personAvatar: employees.avatarUrl,
};

/** One page of live contracts the actor may see, newest first. */
export async function listContracts(
  db: DbOrTx,
  where: { companyId: number; visible: SQL; status: keyof typeof STATUS_FILTER },
  page: { limit: number; offset: number },
) {
  const filter = and(eq(contracts.companyId, where.companyId), isNull(contracts.deletedAt), where.visible, STATUS_FILTER[where.status])!;
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(contracts)
      .innerJoin(employees, eq(employees.id, contracts.employeeId))
      .where(filter)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contracts)
      .innerJoin(employees, eq(employees.id, contracts.employeeId))
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function listWaitingFor(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select(rowColumns)
    .from(contracts)
    .innerJoin(employees, eq(employees.id, contracts.employeeId))
    .where(and(eq(contracts.companyId, companyId), waitsForSignatureOf(userId)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
}

/** The badge, as a column of the inbox counts' one query. */
export function pendingInternalCount(companyId: number, userId: number): SQL<number> {
  return sql<number>`(select count(*) from ${contracts} where ${and(eq(contracts.companyId, companyId), waitsForSignatureOf(userId))})::int`;
}

/** One contract the actor may see (deleted ones too: the caller decides), with its person and signers' names. */
export async function findContract(db: DbOrTx, companyId: number, visible: SQL, contractId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      contract: contracts,
      person: { id: employees.id, name: employees.name, avatar: employees.avatarUrl, email: employees.email },
      companyName: companies.name,
      firstSignerName: firstSigner.name,
      secondSignerName: secondSigner.name,
    })
    .from(contracts)
    .innerJoin(employees, eq(employees.id, contracts.employeeId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .leftJoin(firstSigner, eq(firstSigner.id, contracts.internalSignerUserId))
    .leftJoin(secondSigner, eq(secondSigner.id, contracts.secondInternalSignerUserId))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId), visible));
  const [row] = await (options.forUpdate ? query.for('update', { of: contracts }) : query);
  return row;
}
export type TContractRecord = NonNullable<Awaited<ReturnType<typeof findContract>>>;

export async function insertContract(db: DbOrTx, row: typeof contracts.$inferInsert) {
  const [inserted] = await db.insert(contracts).values(row).returning({ id: contracts.id });
  return inserted!.id;
}

export async function updateContract(db: DbOrTx, id: number, set: Partial<typeof contracts.$inferInsert>) {
  await db.update(contracts).set(set).where(eq(contracts.id, id));
}

export async function countContractsOfSigner(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        isNull(contracts.deletedAt),
        eq(contracts.internalStatus, 'pending'),
        signsInternally(userId),
      ),
    );
  return row?.n ?? 0;
}

// ---- templates

export async function listTemplates(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      type: templates.type,
      internalSignatureRequired: templates.internalSignatureRequired,
    })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), isNull(templates.deletedAt)))
    .orderBy(asc(templates.name), asc(templates.id));
}

export async function findTemplate(db: DbOrTx, companyId: number, templateId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ template: templates, firstSignerName: firstSigner.name, secondSignerName: secondSigner.name })
    .from(templates)
    .leftJoin(firstSigner, eq(firstSigner.id, templates.internalSignerUserId))
    .leftJoin(secondSigner, eq(secondSigner.id, templates.secondInternalSignerUserId))
    .where(and(eq(templates.companyId, companyId), eq(templates.id, templateId), isNull(templates.deletedAt)));
  const [row] = await (options.forUpdate ? query.for('update', { of: templates }) : query);
  return row;
}

export async function insertTemplate(db: DbOrTx, row: typeof templates.$inferInsert) {
  const [inserted] = await db.insert(templates).values(row).returning({ id: templates.id });
  return inserted!.id;
}

export async function updateTemplate(db: DbOrTx, id: number, set: Partial<typeof templates.$inferInsert>) {
  await db.update(templates).set(set).where(eq(templates.id, id));
}

export async function countTemplatesOfSigner(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(templates)
    .where(
      and(
        eq(templates.companyId, companyId),
        isNull(templates.deletedAt),
        or(eq(templates.internalSignerUserId, userId), eq(templates.secondInternalSignerUserId, userId)),
      ),
    );
  return row?.n ?? 0;
}

export async function templateTexts(db: DbOrTx, companyId: number) {
  return db
    .select({ html: templates.contentHtml })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), isNull(templates.deletedAt)));
}

/** Whether a user may sign for this company: a member who is not read-only. */
export async function isInternalSignerOf(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.isReadOnly, false)));
  return row !== undefined;
}

export async function findEmployee(db: DbOrTx, companyId: number, scope: SQL, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scope));
  return row;
}

export async function removeContract(db: DbOrTx, id: number) {
  await db.delete(contracts).where(eq(contracts.id, id));
}
