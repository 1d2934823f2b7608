import type { FastifyInstance } from 'fastify';
import { segmentsEndpoints as api } from '@signoff/contract/api/segments';
import { route } from '../../http/route.ts';
import type { SegmentsService } from './service.ts';

export function segmentsRoutes(app: FastifyInstance, service: SegmentsService) {
  route(app, api.listSegments, async ({ actor, params }) => service.listSegments(actor, params.object_type));
  route(app, api.listTeamsMine, async ({ actor }) => service.listTeamsMine(actor));
  route(app, api.peopleFilters, async ({ actor }) => service.listPeopleFilters(actor));
}
