import type { TWebArea } from '../../../app/area.ts';
import { contractsMessages } from './messages.ts';

export const contractsArea: TWebArea = {
  key: 'contracts',
  tab: 'contracts',
  inboxRoutes: [
    { path: 'contracts', lazy: async () => ({ Component: (await import('./ContractsListPage.tsx')).ContractsListPage }) },
    {
      path: 'contracts/:contract_id',
      lazy: async () => ({ Component: (await import('./ContractDetailPage.tsx')).ContractDetailPage }),
    },
  ],
  messages: contractsMessages,
};
