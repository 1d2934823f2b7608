import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TContractListStatus } from '@signoff/contract/contracts';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { contractsKeys } from './contractsKeys.ts';

/** GET /api/inbox/contracts/list — one page (zero-based) of the contracts this user signs or manages. */
export function listContracts(status: TContractListStatus, page: number) {
  return call(contractsEndpoints.list, { query: { status, page } });
}

export function useContracts(status: TContractListStatus, page: number) {
  return useListQuery(
    queryOptions({
      queryKey: contractsKeys.list(status, page),
      queryFn: () => listContracts(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
