import type { TServerArea } from '../../area.ts';
import { ContractsService, CONTRACTS_PERMISSION } from './service.ts';
import { contractsRoutes } from './routes.ts';
import { ContractSendingService } from './sending.ts';
import { EmployeeSigningService } from './employeeSigning.ts';
import { httpSigningProvider } from '../../integrations/signing/http.ts';
import type { SigningProvider } from '../../integrations/signing/provider.ts';
import { seedContracts } from './seed.ts';
import { scaleContracts } from './scale.ts';

export const contractsArea: TServerArea = {
  key: 'contracts',
  tab: 'contracts',
  permission: CONTRACTS_PERMISSION,
  create: (context) => {
    const service = new ContractsService(context.db, context.storage);
    let settings: { provider: SigningProvider | null; publicUrl: string } | undefined;
    const settingsOf = () => {
      const { url, apiKey } = context.config.signingProvider;
      settings ??= { provider: url ? httpSigningProvider({ url, apiKey }) : null, publicUrl: context.config.publicUrl };
      return settings;
    };
    const sending = new ContractSendingService(context.db, service, context.mail, settingsOf, context.inCompany, context.log);
    return {
      routes: (app) => contractsRoutes(app, service, sending, new EmployeeSigningService(context.db, service), context),
      counts: (actor) => ({ count_pending_internal_contracts: service.pendingCount(actor) }),
      tasks: sending.tasks,
    };
  },
  scale: scaleContracts,
  seed: seedContracts,
};
