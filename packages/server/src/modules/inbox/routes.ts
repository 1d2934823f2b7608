import type { FastifyInstance } from 'fastify';
import { inboxEndpoints as api } from '@signoff/contract/api/inbox';
import type { TInboxCounts } from '@signoff/contract/inbox';
import type { Actor } from '../../auth/actor.ts';
import { route } from '../../http/route.ts';

/** The tab bar's badges in one answer: each area counts only what this user may act on. */
export function inboxRoutes(app: FastifyInstance, counters: readonly ((actor: Actor) => Promise<TInboxCounts>)[]) {
  route(
    app,
    api.counts,
    async ({ actor }) => Object.assign({}, ...(await Promise.all(counters.map((count) => count(actor))))) as TInboxCounts,
  );
}
