import type { FastifyInstance } from 'fastify';
import { assetRequestsEndpoints as requests } from '@signoff/contract/api/assets';
import { route } from '../../http/route.ts';
import type { AssetRequestsService } from './requestService.ts';

export function assetsRoutes(app: FastifyInstance, services: { requests: AssetRequestsService }) {
  route(app, requests.list, async ({ actor, query }) => services.requests.list(actor, query));
  route(app, requests.excel, async ({ actor, query }) => services.requests.excel(actor, query));
  route(app, requests.detail, async ({ actor, query }) => services.requests.detail(actor, query.id));
  route(app, requests.accept, async ({ actor, body }) => services.requests.decide(actor, body, 'accepted'));
  route(app, requests.decline, async ({ actor, body }) => services.requests.decide(actor, body, 'declined'));
  route(app, requests.add, async ({ actor, body }) => services.requests.add(actor, body));
}
