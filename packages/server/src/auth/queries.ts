import { and, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import { memberships, sessions, users } from '../db/schema/auth.ts';
import { companies } from '../db/schema/companies.ts';
import { employees } from '../db/schema/people.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function listMemberships(db: DbOrTx, userId: number) {
  return db
    .select({ membership: memberships, company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.id);
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The admin of a session in which they act as someone else (sessions.user_id stays theirs). */
const sessionOwner = alias(users, 'session_owner');

/** Whose rights a session carries: the person an admin acts as, else the session's own user. */
const effectiveUserId = sql<number>`coalesce(${sessions.actingAsUserId}, ${sessions.userId})`;

function liveSessionQuery(db: Db) {
  return db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      impersonatedBy: { userId: sessionOwner.id, name: sessionOwner.name },
      user: { id: users.id, name: users.name, email: users.email },
      membership: {
        employeeId: memberships.employeeId,
        isAdmin: memberships.isAdmin,
        isReadOnly: memberships.isReadOnly,
        teamOnly: memberships.teamOnly,
        access: memberships.access,
        accessWages: memberships.accessWages,
        permissions: memberships.permissions,
        // One branch per manager column, each read from its own index: as one OR, PostgreSQL's plan for any session
        // walked the company's every person (0.2 ms of the lookup in a company of 1 000, on every request).
        managedEmployeeIds: sql<number[]>`array(
          select e.id from ${employees} e where e.manager_id = ${memberships.employeeId}
            and e.company_id = ${sessions.companyId} and e.id <> ${memberships.employeeId}
          union
          select e.id from ${employees} e where e.second_manager_id = ${memberships.employeeId}
            and e.company_id = ${sessions.companyId} and e.id <> ${memberships.employeeId}
          order by 1)`,
      },
      company: { id: companies.id, features: companies.features },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, effectiveUserId))
    .innerJoin(memberships, and(eq(memberships.userId, effectiveUserId), eq(memberships.companyId, sessions.companyId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(sessionOwner, and(isNotNull(sessions.actingAsUserId), eq(sessionOwner.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
      ),
    )
    .prepare('find_live_session');
}
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/**
 * A live session: neither past its absolute expiry nor idle for longer than allowed. It runs on every request, so it
 * reads only the columns an actor is made of (never the password hash), and its SQL is built once per database and
 * prepared on each connection.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleMinutes: number) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ tokenHash, idleMinutes });
  return row ?? null;
}

/** The idle clock is kept to the minute: a session is written at most once a minute, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/**
 * Moves a session's idle clock. The requests of one page (its list, counts, session) arrive together and all read the
 * session before the first one writes it: the condition lets one of them write, on this instance or another, and the
 * others, let through the row's lock after it, find it fresh and write nothing, instead of a commit each.
 */
export async function touchSession(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_TOUCH_MS / 1000})`)));
}

export async function switchSessionCompany(db: DbOrTx, tokenHash: string, companyId: number) {
  await db.update(sessions).set({ companyId }).where(eq(sessions.tokenHash, tokenHash));
}

export async function setSessionActingAs(db: DbOrTx, tokenHash: string, userId: number | null) {
  await db.update(sessions).set({ actingAsUserId: userId }).where(eq(sessions.tokenHash, tokenHash));
}

/** A member of the company, with what the impersonation rules ask of them; null when they are not one. */
export async function findMember(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ user: { id: users.id, name: users.name, email: users.email }, membership: memberships, company: companies })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** The people of a company an admin may act as: members who are not admins, other than the admin. */
export async function listImpersonationCandidates(db: DbOrTx, companyId: number, adminUserId: number) {
  return db
    .select({ user_id: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isAdmin, false), ne(users.id, adminUserId)))
    .orderBy(users.name, users.id);
}
