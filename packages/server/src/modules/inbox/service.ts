import type { TInboxCounts } from '@signoff/contract/inbox';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import type { TCountColumns } from '../../area.ts';
import { countsQuery } from './queries.ts';

/** The tab bar's badges: each area says how it counts what this user may act on; all are counted in one query. */
export class InboxService {
  /**
   * Counters are pure functions of the actor's access: the one statement is built once per access, with this user's
   * values written into its text. With them as parameters PostgreSQL planned all fourteen counts on every call (its
   * plan for any values reads a whole table where one user holds most rows); written in, it plans once per
   * connection and then only runs the plan (docs/decisions/0011).
   */
  private readonly statement = preparedPerAccess(
    (actor) => countsQuery(this.db, Object.assign({}, ...this.counters.map((count) => count(actor)))),
    { valuesInText: true },
  );

  constructor(
    private readonly db: Db,
    private readonly counters: readonly ((actor: Actor) => TCountColumns)[],
  ) {}

  async counts(actor: Actor): Promise<TInboxCounts> {
    const [row] = await this.statement(actor).execute();
    // COUNT is a bigint, which the driver reads as text.
    return Object.fromEntries(Object.entries(row ?? {}).map(([key, count]) => [key, Number(count)]));
  }
}
