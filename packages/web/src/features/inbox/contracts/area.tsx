import type { TWebArea } from '../../../app/area.ts';
import { contractsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const contractsArea: TWebArea = {
  key: 'contracts',
  tab: 'contracts',
  inboxRoutes: [
    {
      path: 'contracts',
      loader: routeData(async () => (await import('./api/listContracts.ts')).openingContractsPage()),
      lazy: async () => ({ Component: (await import('./ContractsListPage.tsx')).ContractsListPage }),
    },
    {
      path: 'contracts/:contract_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.contract_id);
        return id === null ? null : (await import('./api/getContract.ts')).contractQuery(id);
      }),
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
