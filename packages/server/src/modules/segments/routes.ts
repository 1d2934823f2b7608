import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataResponse } from '@signoff/contract/common';
import { ZListPeopleFiltersResponseSchema, ZListSegmentsParamsSchema, ZListSegmentsResponseSchema, ZListTeamsResponseSchema } from '@signoff/contract/segments';
import { actorOf } from '../../auth/actor.ts';
import type { SegmentsService } from './service.ts';

const user = { access: 'user' } as const;

export function segmentsRoutes(app: FastifyInstance, service: SegmentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/segments/:object_type/list',
    { config: user, schema: { params: ZListSegmentsParamsSchema, response: { 200: dataResponse(ZListSegmentsResponseSchema) } } },
    async (req) => ({ data: await service.listSegments(actorOf(req), req.params.object_type) }),
  );

  r.get('/api/teams/list/mine_only', { config: user, schema: { response: { 200: dataResponse(ZListTeamsResponseSchema) } } }, async (req) => ({
    data: await service.listTeamsMine(actorOf(req)),
  }));

  r.get('/api/people/filters', { config: user, schema: { response: { 200: dataResponse(ZListPeopleFiltersResponseSchema) } } }, async (req) => ({
    data: await service.listPeopleFilters(actorOf(req)),
  }));
}
