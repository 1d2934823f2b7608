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
  // The employee's own signing page, the link of the e-mail sendToEmployee sends; not part of the inbox.
  appRoutes: [
    {
      path: '/contracts/:contract_id/sign',
      handle: { title: 'contracts.sign.title' },
      lazy: async () => ({ Component: (await import('./ContractSignPage.tsx')).ContractSignPage }),
    },
  ],
  messages: contractsMessages,
};
