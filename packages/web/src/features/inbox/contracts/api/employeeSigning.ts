import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignAsEmployeeSchema } from '@signoff/contract/contracts';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { contractsKeys, useInvalidateContracts } from './contractsKeys.ts';

/** GET /api/contract/{id}/employeeView — the employee's own contract; 404 for anybody else's. */
export function getEmployeeContract(contractId: number) {
  return call(contractsEndpoints.employeeView, { params: { id: contractId } });
}

export function useEmployeeContract(contractId: number) {
  return useQuery({
    queryKey: contractsKeys.employeeView(contractId),
    queryFn: () => getEmployeeContract(contractId),
    enabled: Number.isInteger(contractId) && contractId > 0,
    // A 404 stays a 404: no retries before the not-found page shows.
    retry: false,
  });
}

/** Where the employee's copy of the PDF is (the browser opens it; the cookie session goes with it). */
export const employeeContractPdfUrl = (contractId: number) => `/api/contract/${contractId}/employeePdf`;

/** POST /api/contract/signAsEmployee — 400 INVALID_SIGNATURE, 409 ALREADY_SIGNED / NOT_SENT (withdrawn). */
export function signAsEmployee(body: z.input<typeof ZSignAsEmployeeSchema>) {
  return call(contractsEndpoints.signAsEmployee, { body });
}

export function useSignAsEmployee() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: signAsEmployee,
    // Also on failure: a 409 means it was signed or withdrawn meanwhile, and the refetched page shows which.
    onSettled: (_data, _error, body) => invalidate(Number(body.contract_id)),
  });
}
