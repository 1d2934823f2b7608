import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataResponse } from '@signoff/contract/common';
import { ZPersonIdParamsSchema, ZPersonProfileSchema } from '@signoff/contract/people';
import { actorOf } from '../../auth/actor.ts';
import type { PeopleService } from './service.ts';

export function peopleRoutes(app: FastifyInstance, service: PeopleService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/people/:id/profile',
    { config: { access: 'user' }, schema: { params: ZPersonIdParamsSchema, response: { 200: dataResponse(ZPersonProfileSchema) } } },
    async (req) => ({ data: await service.profile(actorOf(req), req.params.id) }),
  );
}
