import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { employees } from '../db/schema/people.ts';
import { hasPermission, type Actor } from './actor.ts';

/**
 * Whose requests an actor acts on in one area: everyone in the company with the area's permission, otherwise
 * the people they directly or secondly manage. Nobody decides their own request.
 * The condition is on the `employees` table, joined to the request's requester.
 */
export function requesterScope(actor: Actor, permission: string): SQL {
  const own = actor.employeeId === null ? sql`true` : ne(employees.id, actor.employeeId);
  if (hasPermission(actor, permission)) return and(eq(employees.companyId, actor.companyId), own)!;
  if (actor.employeeId === null) return sql`false`;
  return and(
    eq(employees.companyId, actor.companyId),
    or(eq(employees.managerId, actor.employeeId), eq(employees.secondManagerId, actor.employeeId)),
    own,
  )!;
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
