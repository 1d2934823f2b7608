import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { CONTRACT_LIST_STATUSES, type TContractListStatus } from '@signoff/contract/contracts';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { contractsKeys } from './contractsKeys.ts';

/** GET /api/inbox/contracts/list — one page (zero-based) of the contracts this user signs or manages. */
export function listContracts(status: TContractListStatus, page: number, after?: number) {
  return call(contractsEndpoints.list, { query: { status, page, after } });
}

const contractsListQuery = (status: TContractListStatus, page: number, after?: number) =>
  queryOptions({
    queryKey: contractsKeys.list(status, page, after),
    queryFn: () => listContracts(status, page, after),
    placeholderData: (previous) => previous,
  });

export function useContracts(status: TContractListStatus, page: number, after?: number) {
  return useListQuery(contractsListQuery(status, page, after));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const CONTRACTS_LIST = ['contracts', CONTRACT_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/contracts opens on (remembered status; no search box), asked by its route before the list draws. */
export function openingContractsPage() {
  const { status } = openingListState(...CONTRACTS_LIST);
  return contractsListQuery(status, 0);
}
