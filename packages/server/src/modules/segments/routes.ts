import type { FastifyInstance } from 'fastify';
import { segmentsEndpoints as api } from '@signoff/contract/api/segments';
import { route } from '../../http/route.ts';
import type { TFederatedRunner } from '../../auth/federated.ts';
import type { SegmentsService } from './service.ts';

export function segmentsRoutes(app: FastifyInstance, service: SegmentsService, inAccount: TFederatedRunner) {
  route(app, api.listSegments, async ({ actor, params }) => service.listSegments(actor, params.object_type));
  // Per federated account: the teams the user sees in another of their companies, in that company's tenancy.
  route(app, api.listTeamsMine, async ({ actor, query }) =>
    inAccount(actor, query.company_id ?? actor.companyId, (accountActor) => service.listTeamsMine(accountActor)),
  );
  route(app, api.peopleFilters, async ({ actor }) => service.listPeopleFilters(actor));
}
