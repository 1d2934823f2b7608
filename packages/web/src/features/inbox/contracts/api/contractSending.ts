import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TContractDetailResponse,
  TEmployeeSignatureStatus,
  ZSendToEmployeeSchema,
  ZSetSigningMethodSchema,
} from '@signoff/contract/contracts';
import { contractsEndpoints as api } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { contractsKeys, useInvalidateContracts } from './contractsKeys.ts';

/** How often the status is read again while the signing provider is working on the contract. */
const PROVIDER_POLL_MS = 3000;
const isProviderBusy = (s: TEmployeeSignatureStatus | undefined) => s?.provider_status === 'queued';

/** Whether a contract's page shows HR's sending card (SendingCard): its employee signs it and HR manages it. */
export const hasSendingCard = (detail: TContractDetailResponse) =>
  detail.can_manage && detail.contract.employee_signature_required && !detail.contract.is_deleted;

/** GET /api/contracts/{id}/employeeSignatureStatus */
export const signatureStatusQuery = (contractId: number) =>
  queryOptions({
    queryKey: contractsKeys.signature(contractId),
    queryFn: async () => (await call(api.employeeSignatureStatus, { params: { id: contractId } })).signature,
  });

/** The employee's signature status, read again while the provider's job runs. */
export function useEmployeeSignatureStatus(contractId: number, enabled: boolean) {
  return useQuery({
    ...signatureStatusQuery(contractId),
    enabled,
    refetchInterval: (query) => (isProviderBusy(query.state.data) ? PROVIDER_POLL_MS : false),
  });
}

/** The calls that change how and whether a contract went to its employee; each refreshes the contract and the lists. */
export function useContractSending(contractId: number) {
  const invalidate = useInvalidateContracts();
  const settle = { onSettled: () => invalidate(contractId) };
  return {
    send: useMutation({ mutationFn: (body: z.input<typeof ZSendToEmployeeSchema>) => call(api.sendToEmployee, { body }), ...settle }),
    setMethod: useMutation({
      mutationFn: (body: z.input<typeof ZSetSigningMethodSchema>) => call(api.setSigningMethod, { body }),
      ...settle,
    }),
    uploadPdf: useMutation({
      mutationFn: (base64_pdf: string) => call(api.uploadPdf, { body: { contract_id: contractId, base64_pdf } }),
      ...settle,
    }),
    process: useProviderCall(api.processSigningProvider, contractId, settle),
    retry: useProviderCall(api.retrySigningProvider, contractId, settle),
    reset: useProviderCall(api.resetSigningMethod, contractId, settle),
  };
}

type TProviderEndpoint = typeof api.retrySigningProvider | typeof api.resetSigningMethod | typeof api.processSigningProvider;
function useProviderCall(endpoint: TProviderEndpoint, contractId: number, options: { onSettled: () => unknown }) {
  return useMutation({ mutationFn: () => call(endpoint, { params: { id: contractId } }), ...options });
}
