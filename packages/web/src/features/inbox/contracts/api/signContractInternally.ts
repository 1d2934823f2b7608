import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignInternallySchema } from '@signoff/contract/contracts';
import { contractsEndpoints } from '@signoff/contract/api/contracts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateContracts } from './contractsKeys.ts';

/** POST /api/contract/signInternally — 400 INVALID_SIGNATURE, 403 not the signer, 409 SIGNING_ORDER / ALREADY_SIGNED. */
export function signContractInternally(body: z.input<typeof ZSignInternallySchema>) {
  return call(contractsEndpoints.signInternally, { body });
}

export function useSignContractInternally() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: signContractInternally,
    // Also on failure: a 409 means somebody signed meanwhile, and the refetched contract shows it.
    onSettled: (_data, _error, body) => invalidate(Number(body.contract_id)),
  });
}
