import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { WRITTEN_IN } from '../db/client.ts';
import { writeValuesIn, type TBuiltQuery } from '../db/inlineValues.ts';
import { CURSOR, totalFromRows, type TPageRequest, type TPageTotal } from '../db/paging.ts';
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

type TPreparable<P> = { toSQL: () => { sql: string }; prepare: (name: string) => P; getSQL?: () => SQL };

/**
 * `valuesInText`: the actor's values are written into the statement's text (`writeValuesIn`), for a statement
 * PostgreSQL would otherwise plan on every call. It is then one statement per user, and a connection keeps only a few
 * of those (`WRITTEN_IN`, db/client.ts).
 */
export type TPreparedOptions = { valuesInText?: boolean };

const isBuilt = <P>(query: TPreparable<P>): query is TPreparable<P> & TBuiltQuery => query.getSQL !== undefined;

/**
 * A statement of the hot read paths (the badges, a detail page) built by the query builder once per access rather
 * than on every request, and prepared on each connection under a name taken from its text. `build` must read nothing
 * of the actor beyond accessShape; what varies per call (the item's id) is a placeholder given to `execute`.
 */
export function preparedPerAccess<P>(build: (actor: Actor) => TPreparable<P>, options: TPreparedOptions = {}): (actor: Actor) => P {
  const kept = new Map<string, P>();
  return (actor) => {
    const shape = accessShape(actor);
    let prepared = kept.get(shape);
    if (prepared !== undefined) {
      // Re-inserted below, so the Map's order is least recently used first.
      kept.delete(shape);
    } else {
      const built = build(actor);
      const query = (options.valuesInText && isBuilt(built) && writeValuesIn(built)) || built;
      const prefix = options.valuesInText ? WRITTEN_IN : 'p';
      prepared = query.prepare(`${prefix}${crypto.createHash('sha1').update(query.toSQL().sql).digest('base64url')}`);
    }
    kept.set(shape, prepared);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return prepared;
  };
}

/** preparedPerAccess for a statement that also varies by a variant of its own (a status tab): one per variant. */
export function preparedPerVariant<V, P>(
  build: (actor: Actor, variant: V) => TPreparable<P>,
  options: TPreparedOptions = {},
): (actor: Actor, variant: V) => P {
  const statements = new Map<string, (actor: Actor) => P>();
  return (actor, variant) => {
    const key = JSON.stringify(variant);
    let statement = statements.get(key);
    if (!statement) {
      statement = preparedPerAccess((a) => build(a, variant), options);
      statements.set(key, statement);
    }
    return statement(actor);
  };
}

type TPageStatement<R> = { execute: (values: Record<string, unknown>) => Promise<R[]> };

/**
 * A list's usual visits — its default order without a search or a segment: the first page, and the pages after a
 * cursor (the web pages forward that way) — from statements built once per access and variant (the status tab, the
 * direction) and prepared, the cursor given when they run. Building the query was the largest part of a list's own
 * CPU (the days-off list under load: 17 % of the process, 4 % with this; decision 0011). Null for any other visit (a
 * jump to a page number) and for a cursor page that comes back empty (past the end): the caller builds that one
 * itself, with the count of where the list stops. `build` must read nothing of the actor beyond accessShape, and
 * nothing of the request but its perPage and its cursor, which is CURSOR. A statement with placeholders of its own
 * (a search's) is given their `values` when it runs.
 */
export function preparedPages<V, R extends { rest: number }>(
  build: (actor: Actor, variant: V, request: TPageRequest) => TPreparable<TPageStatement<R>>,
  options: TPreparedOptions = {},
): (actor: Actor, variant: V, request: TPageRequest, values?: Record<string, unknown>) => Promise<({ rows: R[] } & TPageTotal) | null> {
  const statement = preparedPerVariant(
    (actor: Actor, [variant, perPage, cursor]: [V, number, boolean]) =>
      build(actor, variant, { page: 0, perPage, after: cursor ? CURSOR : undefined, prepared: true }),
    options,
  );
  return async (actor, variant, request, values) => {
    const cursor = request.after !== undefined;
    if (!cursor && request.page !== 0) return null;
    const rows = await statement(actor, [variant, request.perPage, cursor]).execute({ ...values, after: request.after });
    if (!rows[0] && cursor) return null;
    return { rows, ...totalFromRows(rows, request.page * request.perPage) };
  };
}
