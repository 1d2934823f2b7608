import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { contractsKeys } from './contractsKeys.ts';

/** GET /api/contract/{id}/detail — 404 with a reason phrase when the contract is not this user's to see. */
export function getContract(contractId: number) {
  return call(contractsEndpoints.detail, { params: { id: contractId } });
}

export const contractQuery = (contractId: number) =>
  queryOptions({ queryKey: contractsKeys.detail(contractId), queryFn: () => getContract(contractId) });

export function useContract(contractId: number) {
  return useQuery({ ...contractQuery(contractId), enabled: Number.isInteger(contractId) && contractId > 0 });
}
