import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutplacementDetailResponse, TSendOutplacementRequest } from '@signoff/contract/outplacements';
import { outplacementsEndpoints } from '@signoff/contract/api/outplacements';
import { call } from '../../../../shared/api.ts';
import { outplacementsKeys, useInvalidateOutplacements } from './outplacementsKeys.ts';

/** POST /api/integrations/outplacement/sendOutplacementRequest — queued; the detail then shows request_status pending. */
export function sendOutplacementRequest(body: TSendOutplacementRequest) {
  return call(outplacementsEndpoints.sendRequest, { body });
}

export function useSendOutplacementRequest(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateOutplacements();
  return useMutation({
    mutationFn: sendOutplacementRequest,
    // The server's answer says the request is now pending: the detail shows it (and starts polling) at once.
    onSuccess: (answer) =>
      client.setQueryData<TOutplacementDetailResponse>(outplacementsKeys.detail(id), (old) =>
        old
          ? { can_decide: false, outplacement: { ...old.outplacement, request_status: answer.request_status, request_error: null } }
          : old,
      ),
    onSettled: () => invalidate(id),
  });
}
