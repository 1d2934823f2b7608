import type { TServerArea } from '../../area.ts';
import { CompanyRegistryService } from './service.ts';
import { companyRegistryRoutes } from './routes.ts';
import { seedCompanyRegistry } from './seed.ts';

/** The company registry behind the company-name autocomplete (GET /v1/companies/suggest); no tab, not tenant data. */
export const companyRegistryArea: TServerArea = {
  key: 'companyRegistry',
  create: (context) => {
    const service = new CompanyRegistryService(context.db);
    return { routes: (app) => companyRegistryRoutes(app, service, context.config) };
  },
  seed: seedCompanyRegistry,
};
