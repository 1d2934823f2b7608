import type { SQL } from 'drizzle-orm';
import type { TInboxCounts } from '@signoff/contract/inbox';
import type { Db } from '../../db/client.ts';
import { inlineValuesOrNull } from '../../db/inlineValues.ts';
import type { Actor } from '../../auth/actor.ts';
import { preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import type { TCountColumns } from '../../area.ts';
import { countsQuery } from './queries.ts';

type TCountsStatement = { execute: () => Promise<TInboxCounts> };

/** The tab bar's badges: each area says how it counts what this user may act on; all are counted in one query. */
export class InboxService {
  /**
   * Counters are pure functions of the actor's access: the one statement is built once per access, with this user's
   * values written into its text. With them as parameters PostgreSQL planned all fourteen counts on every call (its
   * plan for any values reads a whole table where one user holds most rows); written in, it plans once per
   * connection and then only runs the plan (docs/decisions/0011).
   */
  private readonly statement = preparedPerAccess(
    (actor) => {
      const columns: Record<string, SQL<number>> = Object.assign({}, ...this.counters.map((count) => count(actor)));
      const keys = Object.keys(columns);
      const query = countsQuery(this.db, columns).toSQL();
      // A counter whose value has no exact literal (a date, a fraction) keeps its parameters: planned on every call.
      const text = inlineValuesOrNull(query.sql, query.params) ?? query.sql;
      const values = text === query.sql ? query.params : [];
      return {
        toSQL: () => ({ sql: text }),
        prepare: (name: string): TCountsStatement => ({
          execute: async () => {
            const { rows } = await this.db.$client.query<unknown[]>({ name, text, values, rowMode: 'array' });
            return Object.fromEntries(keys.map((key, i) => [key, Number(rows[0]![i])]));
          },
        }),
      };
    },
    { valuesInText: true },
  );

  constructor(
    private readonly db: Db,
    private readonly counters: readonly ((actor: Actor) => TCountColumns)[],
  ) {}

  counts(actor: Actor): Promise<TInboxCounts> {
    return this.statement(actor).execute();
  }
}
