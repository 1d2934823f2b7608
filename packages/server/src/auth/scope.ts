import { and, eq, exists, inArray, ne, or, param, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { employees } from '../db/schema/people.ts';
import { hasPermission, type Actor } from './actor.ts';

const VIEWER = 'viewer_team';
const viewer = alias(employees, VIEWER);

/**
 * The teams a team_only user is limited to: their own and those of the people they manage. The condition is on the
 * `employees` table, joined to the request's requester.
 */
function inViewersTeams(actor: Actor & { employeeId: number }): SQL {
  return inArray(
    employees.teamId,
    sql`(SELECT ${viewer.teamId} FROM ${employees} AS ${sql.identifier(VIEWER)} WHERE ${and(
      eq(viewer.companyId, actor.companyId),
      or(eq(viewer.id, actor.employeeId), eq(viewer.managerId, actor.employeeId), eq(viewer.secondManagerId, actor.employeeId)),
    )})`,
  );
}

/**
 * Whose requests an actor acts on in one area: everyone in the company with the area's permission, otherwise
 * the people they directly or secondly manage; a team_only user only within their teams, in every area and for lists
 * and details alike (every area scopes through here). Nobody decides their own request.
 * The condition is on the `employees` table, joined to the request's requester.
 */
export function requesterScope(actor: Actor, permission: string): SQL {
  if (actor.employeeId === null)
    return actor.teamOnly || !hasPermission(actor, permission) ? sql`false` : eq(employees.companyId, actor.companyId);
  const own = ne(employees.id, actor.employeeId);
  const whom = hasPermission(actor, permission)
    ? undefined
    : or(eq(employees.managerId, actor.employeeId), eq(employees.secondManagerId, actor.employeeId));
  const teams = actor.teamOnly ? inViewersTeams({ ...actor, employeeId: actor.employeeId }) : undefined;
  return and(eq(employees.companyId, actor.companyId), whom, teams, own)!;
}

/** Who may see an item of an area: its approvers (requesterScope), and the requester themselves. */
export function viewerScope(actor: Actor, permission: string): SQL {
  const approver = requesterScope(actor, permission);
  return actor.employeeId === null
    ? approver
    : or(approver, and(eq(employees.id, actor.employeeId), eq(employees.companyId, actor.companyId)))!;
}

/**
 * The same rule as a condition on a request table's own employee column, for lists and counts that read that
 * table's index without joining employees: nothing for an HR holder of the permission but "not their own" (the
 * caller filters the company on the request table), an IN over the few people a manager manages otherwise.
 */
export function requesterIn(actor: Actor, permission: string, employeeId: AnyPgColumn): SQL {
  // A team_only holder is limited to their teams: only the unrestricted holder skips the employees lookup.
  if (hasPermission(actor, permission) && !actor.teamOnly) return actor.employeeId === null ? sql`true` : ne(employeeId, actor.employeeId);
  if (actor.employeeId === null) return sql`false`;
  // A manager's people came with the session: one array parameter, the same statement text for every manager.
  if (!actor.teamOnly && !hasPermission(actor, permission) && actor.managedEmployeeIds)
    return sql`${employeeId} = any(${param([...actor.managedEmployeeIds])}::int[])`;
  return sql`${employeeId} in (select ${employees.id} from ${employees} where ${requesterScope(actor, permission)})`;
}

/** Which role a manager acts in for a requester, for the processed-by labels. */
export function managerRole(
  actor: Actor,
  requester: { managerId: number | null; secondManagerId: number | null },
): 'DIRECT_MANAGER' | 'SECOND_MANAGER' | 'HR' {
  if (actor.employeeId !== null && requester.managerId === actor.employeeId) return 'DIRECT_MANAGER';
  if (actor.employeeId !== null && requester.secondManagerId === actor.employeeId) return 'SECOND_MANAGER';
  return 'HR';
}

export async function managesAnyone(db: DbOrTx, actor: Actor): Promise<boolean> {
  if (actor.employeeId === null) return false;
  const [row] = await db
    .select({
      found: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(employees)
          .where(
            and(
              eq(employees.companyId, actor.companyId),
              or(eq(employees.managerId, actor.employeeId), eq(employees.secondManagerId, actor.employeeId)),
            ),
          ),
      )}`,
    })
    .from(sql`(select 1) as one`);
  return row?.found === true;
}

/**
 * What a status-tabbed request list's rows must match besides a search: the actor's company, the requesters they
 * decide for, and the tab (null for "all"). One for the list's prepared usual visits and its per-call pages alike.
 */
export function requestListWhere<S extends string>(actor: Actor, permission: string, employeeId: AnyPgColumn, status: S | 'all') {
  return {
    companyId: actor.companyId,
    requesters: requesterIn(actor, permission, employeeId),
    status: status === 'all' ? null : (status as Exclude<S, 'all'>),
  };
}
