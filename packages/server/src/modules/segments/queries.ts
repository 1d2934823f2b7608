import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TSegmentObjectType } from '@signoff/contract/segments';
import type { DbOrTx } from '../../db/client.ts';
import { employees, teams } from '../../db/schema/people.ts';
import { employeeDetails, segments } from '../../db/schema/segments.ts';

/** Teams of the company whose people the actor sees: their own and those of the people they manage. */
export function teamsOfEmployee(db: DbOrTx, companyId: number, employeeId: number): SQL {
  const mine = db
    .select({ teamId: employees.teamId })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        or(eq(employees.id, employeeId), eq(employees.managerId, employeeId), eq(employees.secondManagerId, employeeId)),
      ),
    );
  return inArray(teams.id, mine);
}

/** The company's teams that meet `condition`, with their active head count, by name. */
export function listTeams(db: DbOrTx, companyId: number, condition: SQL) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      count: sql<number>`(select count(*) from ${employees} e where e.team_id = "teams"."id" and e.is_active)`.mapWith(Number),
    })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), condition))
    .orderBy(asc(teams.name));
}

/** The people of the teams that meet `condition` (a team_only user's limit). */
export const inTeams = (db: DbOrTx, companyId: number, condition: SQL) =>
  inArray(
    employees.teamId,
    db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.companyId, companyId), condition)),
  );

export function listCustomSegments(db: DbOrTx, companyId: number, objectType: TSegmentObjectType) {
  return db
    .select()
    .from(segments)
    .where(and(eq(segments.companyId, companyId), eq(segments.objectType, objectType)))
    .orderBy(asc(segments.name));
}

export async function findCustomSegment(db: DbOrTx, companyId: number, id: number, objectType: TSegmentObjectType) {
  const [segment] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.companyId, companyId), eq(segments.id, id), eq(segments.objectType, objectType)));
  return segment ?? null;
}

/** Active people per statute and payroll integration, for the counts beside the default and integration filters. */
export function countPeopleByDetails(db: DbOrTx, companyId: number) {
  return db
    .select({ statute: employeeDetails.statute, integrationId: employeeDetails.integrationId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(employeeDetails)
    .innerJoin(employees, eq(employees.id, employeeDetails.employeeId))
    .where(and(eq(employeeDetails.companyId, companyId), eq(employees.isActive, true)))
    .groupBy(employeeDetails.statute, employeeDetails.integrationId);
}

/** The people whose details meet `condition` (a statute, an integration). */
export const withDetails = (db: DbOrTx, companyId: number, condition: SQL) =>
  inArray(
    employees.id,
    db
      .select({ id: employeeDetails.employeeId })
      .from(employeeDetails)
      .where(and(eq(employeeDetails.companyId, companyId), condition)),
  );
