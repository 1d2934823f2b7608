import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { contractTemplates as templates, contracts } from '../../db/schema/contracts.ts';
import { employees } from '../../db/schema/people.ts';
import { companies } from '../../db/schema/companies.ts';
import { memberships, users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { INBOX_BADGE_CAP } from '@signoff/contract/inbox';
import { badgeCount, keysetPage, type TPageRequest } from '../../db/paging.ts';

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
  fileType: contracts.fileType,
  deletedAt: contracts.deletedAt,
  personId: employees.id,
  personName: employees.name,
  personAvatar: employees.avatarUrl,
};

/**
 * One page of live (or deleted) contracts the actor may see, newest first, read from contracts_company_list_idx in
 * order. `visible` must be on contracts alone (requesterIn for the people, not a join), so that the page's start and
 * its bounded total are found without joining; only the page's rows are joined to their people.
 */
export function contractsPage(
  db: DbOrTx,
  where: { companyId: number; visible: SQL; status: keyof typeof STATUS_FILTER; deleted?: boolean },
  request: TPageRequest,
) {
  const anchor = and(eq(contracts.companyId, where.companyId), where.visible)!;
  const filter = and(anchor, where.deleted ? isNotNull(contracts.deletedAt) : isNull(contracts.deletedAt), STATUS_FILTER[where.status])!;
  const page = keysetPage({ table: contracts, at: contracts.createdAt, id: contracts.id, direction: 'desc' }, filter, anchor, request);
  const query = db
    .select({ ...rowColumns, rest: page.rest })
    .from(contracts)
    .innerJoin(employees, eq(employees.id, contracts.employeeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page, with its total. */
export async function listContracts(db: DbOrTx, where: Parameters<typeof contractsPage>[1], request: TPageRequest) {
  const { query, total } = contractsPage(db, where, request);
  const rows = await query;
  return { rows, ...(await total(db, rows)) };
}

export async function listWaitingFor(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select(rowColumns)
    .from(contracts)
    .innerJoin(employees, eq(employees.id, contracts.employeeId))
    .where(and(eq(contracts.companyId, companyId), waitsForSignatureOf(userId)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
}

/**
 * The badge, as a column of the inbox counts' one query: the two ways a contract waits for this user, each counted
 * from its own partial index (they never hold the same contract), the sum held to the badge's cap.
 */
export function pendingInternalCount(companyId: number, userId: number): SQL<number> {
  const waiting = and(eq(contracts.internalStatus, 'pending'), isNull(contracts.deletedAt), eq(contracts.companyId, companyId));
  const first = badgeCount(contracts, and(waiting, eq(contracts.internalSignerUserId, userId), isNull(contracts.internalSignedAt)));
  const second = badgeCount(
    contracts,
    and(waiting, eq(contracts.secondInternalSignerUserId, userId), isNotNull(contracts.internalSignedAt), isNull(contracts.secondSignedAt)),
  );
  return sql<number>`least(${first} + ${second}, ${sql.raw(String(INBOX_BADGE_CAP))})::int`;
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

/** One person's live contracts within the actor's scope, newest first. */
export async function listForEmployee(db: DbOrTx, companyId: number, scope: SQL, employeeId: number) {
  return db
    .select(rowColumns)
    .from(contracts)
    .innerJoin(employees, eq(employees.id, contracts.employeeId))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.employeeId, employeeId), isNull(contracts.deletedAt), scope))
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
}

/**
 * Hands one user's internal signing slots to another. A slot already signed stays with who signed it; when the new
 * user already held the other slot, the second slot is dropped (one person does not sign twice). Returns the rows changed.
 */
export async function reassignTemplateSigners(db: DbOrTx, companyId: number, from: number, to: number) {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE contract_templates SET
      internal_signer_user_id = CASE WHEN internal_signer_user_id = ${from} THEN ${to} ELSE internal_signer_user_id END,
      second_internal_signer_user_id = CASE
        WHEN second_internal_signer_user_id = ${from} AND internal_signer_user_id = ${to} THEN NULL
        WHEN second_internal_signer_user_id = ${from} THEN ${to}
        WHEN internal_signer_user_id = ${from} AND second_internal_signer_user_id = ${to} THEN NULL
        ELSE second_internal_signer_user_id END
    WHERE contract_templates.company_id = ${companyId} AND contract_templates.deleted_at IS NULL
      AND (contract_templates.internal_signer_user_id = ${from} OR contract_templates.second_internal_signer_user_id = ${from})
    RETURNING contract_templates.id`);
  return result.rows.length;
}

/** The same for live contracts, only for signatures not given yet (a given signature is that person's). */
export async function reassignContractSigners(db: DbOrTx, companyId: number, from: number, to: number) {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE contracts SET
      internal_signer_user_id = CASE
        WHEN internal_signer_user_id = ${from} AND internal_signed_at IS NULL THEN ${to} ELSE internal_signer_user_id END,
      second_internal_signer_user_id = CASE
        WHEN second_internal_signer_user_id = ${from} AND second_signed_at IS NULL AND internal_signer_user_id = ${to} THEN NULL
        WHEN second_internal_signer_user_id = ${from} AND second_signed_at IS NULL THEN ${to}
        WHEN internal_signer_user_id = ${from} AND internal_signed_at IS NULL AND second_internal_signer_user_id = ${to}
          AND second_signed_at IS NULL THEN NULL
        ELSE second_internal_signer_user_id END
    WHERE contracts.company_id = ${companyId} AND contracts.deleted_at IS NULL AND contracts.internal_status = 'pending'
      AND ((contracts.internal_signer_user_id = ${from} AND contracts.internal_signed_at IS NULL)
        OR (contracts.second_internal_signer_user_id = ${from} AND contracts.second_signed_at IS NULL))
    RETURNING contracts.id`);
  const ids = result.rows.map((r) => Number(r.id));
  // A dropped second slot can leave nothing to sign: the internal status follows the signatures, as in the service.
  if (ids.length > 0)
    await db.execute(sql`
      UPDATE contracts SET internal_status = 'closed'
      WHERE contracts.id = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) AND contracts.internal_signed_at IS NOT NULL
        AND (contracts.second_internal_signer_user_id IS NULL OR contracts.second_signed_at IS NOT NULL)`);
  return ids.length;
}

export async function fileOf(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({ id: files.id, storageName: files.storageName, originalName: files.originalName })
    .from(files)
    .where(eq(files.id, fileId));
  return row;
}

/** A person's data that shortcodes read, within the actor's scope. */
export async function findPersonForPreview(db: DbOrTx, companyId: number, scope: SQL, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name, avatar: employees.avatarUrl, email: employees.email, companyName: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scope));
  return row;
}
