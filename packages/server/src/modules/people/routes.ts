import type { FastifyInstance } from 'fastify';
import { peopleEndpoints as api } from '@signoff/contract/api/people';
import { route } from '../../http/route.ts';
import type { PeopleService } from './service.ts';

export function peopleRoutes(app: FastifyInstance, service: PeopleService) {
  route(app, api.profile, async ({ actor, params }) => service.profile(actor, params.id));
}
