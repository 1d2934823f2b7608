import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TConflictStatus, TFieldChanged, TProfileFields, TChangeOrigin } from '@signoff/contract/conflicts';
import type { DbOrTx } from '../../db/client.ts';
import { badgeCount, keysetPage, type TListKey, type TPageRequest } from '../../db/paging.ts';
import { conflictBaselines, conflicts, employeeProfiles } from '../../db/schema/conflicts.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';

const KIND = 'profile' as const;
const LIST_KEY: TListKey = { table: conflicts, at: conflicts.createdAt, id: conflicts.id, direction: 'desc' };

const columns = {
  conflict: conflicts,
  employee: { id: employees.id, name: employees.name, avatar: employees.avatarUrl },
  resolverName: users.name,
};

/** Whose conflicts an actor sees: the whole company's, or with team_only the people of their own team. */
export function visibleEmployees(companyId: number, teamOfEmployeeId: number | null): SQL {
  const company = eq(conflicts.companyId, companyId);
  if (teamOfEmployeeId === null) return company;
  return and(
    company,
    sql`${conflicts.employeeId} IN (SELECT e.id FROM employees e WHERE e.team_id = (SELECT m.team_id FROM employees m WHERE m.id = ${teamOfEmployeeId}))`,
  )!;
}

/**
 * One page of conflicts, newest first, read in order from the list index (db/paging.ts): the query, and how its rows
 * give the total.
 */
export function conflictsPage(db: DbOrTx, visible: SQL, companyId: number, status: TConflictStatus | null, request: TPageRequest) {
  const anchor = and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND))!;
  const filter = and(anchor, visible, status ? eq(conflicts.status, status) : undefined)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({ ...columns, rest: page.rest })
    .from(conflicts)
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .leftJoin(users, eq(users.id, conflicts.resolvedByUserId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page of conflicts, with its total. */
export async function listConflicts(...args: Parameters<typeof conflictsPage>) {
  const { query, total } = conflictsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

export function pendingCount(visible: SQL): SQL<number> {
  return badgeCount(conflicts, and(visible, eq(conflicts.kind, KIND), eq(conflicts.status, 'pending'))!);
}

export async function findConflict(db: DbOrTx, visible: SQL, id: number) {
  const [row] = await db
    .select(columns)
    .from(conflicts)
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .leftJoin(users, eq(users.id, conflicts.resolvedByUserId))
    .where(and(visible, eq(conflicts.kind, KIND), eq(conflicts.id, id)));
  return row ?? null;
}

/** The conflict a decision is about, locked until the transaction ends (a second decider waits, then sees it). */
export async function lockConflict(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(conflicts)
    .where(and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND), eq(conflicts.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateConflict(db: DbOrTx, id: number, values: Partial<typeof conflicts.$inferInsert>) {
  await db
    .update(conflicts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(conflicts.id, id));
}

/** The company's active people with the product's personal data (none yet reads as every field unset). */
export async function employeesWithProfiles(db: DbOrTx, companyId: number) {
  return db
    .select({ id: employees.id, fields: employeeProfiles.fields, agreed: conflictBaselines.agreed })
    .from(employees)
    .leftJoin(employeeProfiles, eq(employeeProfiles.employeeId, employees.id))
    .leftJoin(
      conflictBaselines,
      and(eq(conflictBaselines.employeeId, employees.id), eq(conflictBaselines.kind, KIND), eq(conflictBaselines.companyId, companyId)),
    )
    .where(and(eq(employees.companyId, companyId), eq(employees.isActive, true)))
    .orderBy(employees.id);
}

export async function readProfile(db: DbOrTx, employeeId: number): Promise<TProfileFields> {
  const [row] = await db
    .select({ fields: employeeProfiles.fields })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.employeeId, employeeId));
  return row?.fields ?? {};
}

/** Merges fields into the product's personal data of an employee (null clears a field). */
export async function writeProfile(db: DbOrTx, companyId: number, employeeId: number, fields: TProfileFields) {
  const current = await readProfile(db, employeeId);
  const next: TProfileFields = { ...current };
  for (const [k, v] of Object.entries(fields) as [keyof TProfileFields, TProfileFields[keyof TProfileFields]][]) {
    if (v === null || v === undefined) delete next[k];
    else next[k] = v;
  }
  await db
    .insert(employeeProfiles)
    .values({ companyId, employeeId, fields: next })
    .onConflictDoUpdate({ target: employeeProfiles.employeeId, set: { fields: next, updatedAt: new Date() } });
}

export async function setBaseline(db: DbOrTx, companyId: number, employeeId: number, agreed: TProfileFields) {
  await db
    .insert(conflictBaselines)
    .values({ companyId, employeeId, kind: KIND, agreed })
    .onConflictDoUpdate({
      target: [conflictBaselines.companyId, conflictBaselines.employeeId, conflictBaselines.kind],
      set: { agreed, updatedAt: new Date() },
    });
}

/** The pending conflict of an employee, locked; and the last one handled (an ignored difference is not raised again). */
export async function conflictsOfEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const [pending] = await db
    .select()
    .from(conflicts)
    .where(
      and(
        eq(conflicts.companyId, companyId),
        eq(conflicts.employeeId, employeeId),
        eq(conflicts.kind, KIND),
        eq(conflicts.status, 'pending'),
      ),
    )
    .for('update');
  const [last] = await db
    .select()
    .from(conflicts)
    .where(
      and(
        eq(conflicts.companyId, companyId),
        eq(conflicts.employeeId, employeeId),
        eq(conflicts.kind, KIND),
        ne(conflicts.status, 'pending'),
      ),
    )
    .orderBy(sql`${conflicts.id} desc`)
    .limit(1);
  return { pending: pending ?? null, last: last ?? null };
}

/** Records a new pending conflict; a concurrent sync that got there first wins (the partial unique index), no duplicate. */
export async function insertConflict(
  db: DbOrTx,
  values: {
    companyId: number;
    integrationId: number;
    employeeId: number;
    fieldChanged: TFieldChanged[];
    likelyChangeOrigin: TChangeOrigin;
  },
) {
  await db
    .insert(conflicts)
    .values({ ...values, kind: KIND })
    .onConflictDoNothing({ target: [conflicts.companyId, conflicts.employeeId, conflicts.kind], where: sql`status = 'pending'` });
}
