import type { TServerArea } from '../../area.ts';
import { IntegrationsService } from './service.ts';
import { integrationsRoutes } from './routes.ts';

/** The company's integrations and the feature checks: read by everyone of the company (GET /api/me carries them too); no tab. */
export const integrationsArea: TServerArea = {
  key: 'integrations',
  create: (context) => {
    const service = new IntegrationsService(context.db, context.scannerFor(new Set(['virus_scan'])) !== null);
    return { routes: (app) => integrationsRoutes(app, service) };
  },
};
