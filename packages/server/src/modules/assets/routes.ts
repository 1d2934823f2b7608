import type { FastifyInstance } from 'fastify';
import { assetRequestsEndpoints as requests, assetsEndpoints as api } from '@signoff/contract/api/assets';
import { route } from '../../http/route.ts';
import type { AssetRequestsService } from './requestService.ts';
import type { AssetsService } from './assetService.ts';

export function assetsRoutes(app: FastifyInstance, services: { requests: AssetRequestsService; assets: AssetsService }) {
  route(app, requests.list, async ({ actor, query }) => services.requests.list(actor, query));
  route(app, requests.excel, async ({ actor, query }) => services.requests.excel(actor, query));
  route(app, requests.detail, async ({ actor, query }) => services.requests.detail(actor, query.id));
  route(app, requests.accept, async ({ actor, body }) => services.requests.decide(actor, body, 'accepted'));
  route(app, requests.decline, async ({ actor, body }) => services.requests.decide(actor, body, 'declined'));
  route(app, requests.add, async ({ actor, body }) => services.requests.add(actor, body));

  route(app, api.list, async ({ actor, query }) => services.assets.list(actor, query));
  route(app, api.excel, async ({ actor, query }) => services.assets.excel(actor, query.keyword));
  route(app, api.pendingAssets, async ({ actor, params }) => services.assets.pendingAssets(actor, params.id));
  route(app, api.types, async ({ actor, query }) => services.assets.types(actor, query));
  route(app, api.detail, async ({ actor, params }) => services.assets.detail(actor, params.id));
  route(app, api.add, async ({ actor, body }) => services.assets.add(actor, body));
  route(app, api.edit, async ({ actor, body }) => services.assets.edit(actor, body));
  route(app, api.delete, async ({ actor, body }) => services.assets.setDeleted(actor, body.asset_id, true));
  route(app, api.undelete, async ({ actor, body }) => services.assets.setDeleted(actor, body.asset_id, false));
}
