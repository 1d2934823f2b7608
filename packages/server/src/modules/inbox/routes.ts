import type { FastifyInstance } from 'fastify';
import { inboxEndpoints as api } from '@signoff/contract/api/inbox';
import { route } from '../../http/route.ts';
import type { InboxService } from './service.ts';

/** The tab bar's badges in one answer: each area counts only what this user may act on. */
export function inboxRoutes(app: FastifyInstance, service: InboxService) {
  route(app, api.counts, async ({ actor }) => service.counts(actor));
}
