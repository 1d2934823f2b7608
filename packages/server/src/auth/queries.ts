import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { memberships, sessions, users } from '../db/schema/auth.ts';
import { companies } from '../db/schema/companies.ts';

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

/** A live session: neither past its absolute expiry nor idle for longer than allowed. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleMinutes: number) {
  const [row] = await db
    .select({ session: sessions, user: users, membership: memberships, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    );
  return row ?? null;
}

export async function touchSession(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function switchSessionCompany(db: DbOrTx, tokenHash: string, companyId: number) {
  await db.update(sessions).set({ companyId }).where(eq(sessions.tokenHash, tokenHash));
}
