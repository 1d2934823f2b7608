import type { TServerArea } from '../../area.ts';
import { AuditService } from './service.ts';
import { auditRoutes } from './routes.ts';

/** The audit trail's reading side; it has no inbox tab. Changes are written by audit/recorder.ts in every area. */
export const auditArea: TServerArea = {
  key: 'audit',
  permission: 'audit',
  create: (context) => {
    const service = new AuditService(context.db);
    return { routes: (app) => auditRoutes(app, service) };
  },
};
