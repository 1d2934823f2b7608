import type { FastifyInstance } from 'fastify';
import { myRequestsEndpoints as api } from '@signoff/contract/api/myRequests';
import { route } from '../../http/route.ts';
import type { MyRequestsService } from './service.ts';

export function myRequestsRoutes(app: FastifyInstance, service: MyRequestsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
}
