import { useQueryClient } from '@tanstack/react-query';
import type { TContractListStatus } from '@signoff/contract/contracts';
import { countsQuery } from '../../../../shared/session.ts';

export const contractsKeys = {
  lists: ['contracts', 'list'] as const,
  list: (status: TContractListStatus, page: number, after?: number) => ['contracts', 'list', status, page, after] as const,
  detail: (contractId: number) => ['contracts', 'detail', contractId] as const,
  signature: (contractId: number) => ['contracts', 'signature', contractId] as const,
  employeeView: (contractId: number) => ['contracts', 'employeeView', contractId] as const,
};

/** After a signature the lists, the contract and the tab counts are stale together. */
export function useInvalidateContracts() {
  const client = useQueryClient();
  return (contractId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: contractsKeys.lists }),
      client.invalidateQueries({ queryKey: contractsKeys.detail(contractId) }),
      client.invalidateQueries({ queryKey: contractsKeys.signature(contractId) }),
      client.invalidateQueries({ queryKey: contractsKeys.employeeView(contractId) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
