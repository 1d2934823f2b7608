import type { SQL } from 'drizzle-orm';
import type { TInboxCounts } from '@signoff/contract/inbox';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import type { TCountColumns } from '../../area.ts';
import { countsQuery } from './queries.ts';

/** The tab bar's badges: each area says how it counts what this user may act on; all are counted in one query. */
export class InboxService {
  // Counters are pure functions of the actor's access: the one statement is built once per access.
  private readonly statement = preparedPerAccess((actor) => {
    const columns: Record<string, SQL<number>> = Object.assign({}, ...this.counters.map((count) => count(actor)));
    return countsQuery(this.db, columns);
  });

  constructor(
    private readonly db: Db,
    private readonly counters: readonly ((actor: Actor) => TCountColumns)[],
  ) {}

  async counts(actor: Actor): Promise<TInboxCounts> {
    const [row] = await this.statement(actor).execute();
    return row ?? {};
  }
}
