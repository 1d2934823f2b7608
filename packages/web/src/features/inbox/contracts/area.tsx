import type { TWebArea } from '../../../app/area.ts';
import { contractsMessages } from './messages.ts';
import { ContractsListPage } from './ContractsListPage.tsx';
import { ContractDetailPage } from './ContractDetailPage.tsx';

export const contractsArea: TWebArea = {
  key: 'contracts',
  tab: 'contracts',
  inboxRoutes: [
    { path: 'contracts', element: <ContractsListPage /> },
    { path: 'contracts/:contract_id', element: <ContractDetailPage /> },
  ],
  messages: contractsMessages,
};
