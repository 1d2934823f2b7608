import type { TServerArea } from '../../area.ts';
import { ContractsService, CONTRACTS_PERMISSION } from './service.ts';
import { contractsRoutes } from './routes.ts';
import { seedContracts } from './seed.ts';
import { scaleContracts } from './scale.ts';

export const contractsArea: TServerArea = {
  key: 'contracts',
  tab: 'contracts',
  permission: CONTRACTS_PERMISSION,
  create: (context) => {
    const service = new ContractsService(context.db);
    return {
      routes: (app) => contractsRoutes(app, service),
      counts: (actor) => ({ count_pending_internal_contracts: service.pendingCount(actor) }),
    };
  },
  scale: scaleContracts,
  seed: seedContracts,
};
