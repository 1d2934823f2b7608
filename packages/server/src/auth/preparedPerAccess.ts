import crypto from 'node:crypto';
import type { Actor } from './actor.ts';

/** Distinct accesses whose statement is kept; past this the least recently used one is built again when next asked. */
const KEPT = 1000;

/**
 * What a statement built from an actor may depend on: their company, ids, role, permissions, features and team. Two
 * actors with the same shape get the same SQL and values from a builder that reads nothing else of them.
 */
function accessShape(actor: Actor): string {
  return JSON.stringify([
    actor.companyId,
    actor.userId,
    actor.employeeId,
    actor.isAdmin,
    actor.isReadOnly,
    actor.teamOnly,
    actor.access,
    actor.accessWages,
    [...actor.permissions].sort(),
    [...actor.features].sort(),
    actor.managedEmployeeIds ?? null,
  ]);
}

type TPreparable<P> = { toSQL: () => { sql: string }; prepare: (name: string) => P };

/**
 * A statement of the hot read paths (the badges, a detail page) built by the query builder once per access rather
 * than on every request, and prepared on each connection under a name taken from its text. `build` must read nothing
 * of the actor beyond accessShape; what varies per call (the item's id) is a placeholder given to `execute`.
 */
export function preparedPerAccess<P>(build: (actor: Actor) => TPreparable<P>): (actor: Actor) => P {
  const kept = new Map<string, P>();
  return (actor) => {
    const shape = accessShape(actor);
    let prepared = kept.get(shape);
    if (prepared !== undefined) {
      // Re-inserted below, so the Map's order is least recently used first.
      kept.delete(shape);
    } else {
      const query = build(actor);
      prepared = query.prepare(`p${crypto.createHash('sha1').update(query.toSQL().sql).digest('base64url')}`);
    }
    kept.set(shape, prepared);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return prepared;
  };
}
