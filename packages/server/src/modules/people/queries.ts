import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/paging.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { employees, teams } from '../../db/schema/people.ts';

const manager = alias(employees, 'manager');
const secondManager = alias(employees, 'second_manager');

/** A person of the company with their team and both managers, when `scope` lets the caller see them. */
export async function findProfile(db: DbOrTx, companyId: number, id: number, scope: SQL) {
  const [row] = await db
    .select({ person: employees, team: teams, manager, secondManager })
    .from(employees)
    .leftJoin(teams, eq(teams.id, employees.teamId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(secondManager, eq(secondManager.id, employees.secondManagerId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id), scope));
  return row ?? null;
}

/** A picker's people: the company's, by name (a search matches anywhere in it). */
export async function employeesByName(db: DbOrTx, companyId: number, search: string, limit: number) {
  return db
    .select({ id: employees.id, name: employees.name, avatar: employees.avatarUrl })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), search ? sql`${employees.name} ilike ${likePattern(search)}` : undefined))
    .orderBy(asc(employees.name), asc(employees.id))
    .limit(limit);
}
