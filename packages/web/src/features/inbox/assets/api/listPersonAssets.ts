import { useQuery } from '@tanstack/react-query';
import { assetsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';

/** GET /api/assets/list?owner_employee_id= — a person's assets (newest first), for their page. */
export function listPersonAssets(employeeId: number) {
  return call(assetsEndpoints.list, { query: { owner_employee_id: employeeId, per_page: 100 } });
}

export function usePersonAssets(employeeId: number) {
  // Under ['people', id]: a decision that creates assets invalidates every person's page at once.
  return useQuery({ queryKey: ['people', employeeId, 'assets'], queryFn: () => listPersonAssets(employeeId) });
}
