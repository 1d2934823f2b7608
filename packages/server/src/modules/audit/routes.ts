import type { FastifyInstance } from 'fastify';
import { auditEndpoints as api } from '@signoff/contract/api/audit';
import { route } from '../../http/route.ts';
import type { AuditService } from './service.ts';

export function auditRoutes(app: FastifyInstance, service: AuditService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
}
