import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { queryClient } from '../../../../shared/queryClient.ts';
import { contractsKeys } from './contractsKeys.ts';
import { hasSendingCard, signatureStatusQuery } from './contractSending.ts';

/** GET /api/contract/{id}/detail — 404 with a reason phrase when the contract is not this user's to see. */
export function getContract(contractId: number) {
  return call(contractsEndpoints.detail, { params: { id: contractId } });
}

export const contractQuery = (contractId: number) =>
  queryOptions({
    queryKey: contractsKeys.detail(contractId),
    // The sending card's status is asked as soon as the contract says its page shows the card, not once the page has
    // drawn: the page draws the card and the text under it only once both are in (ContractDetailPage).
    queryFn: async () => {
      const detail = await getContract(contractId);
      if (hasSendingCard(detail)) void queryClient.prefetchQuery(signatureStatusQuery(contractId));
      return detail;
    },
  });

export function useContract(contractId: number) {
  return useQuery({ ...contractQuery(contractId), enabled: Number.isInteger(contractId) && contractId > 0 });
}
