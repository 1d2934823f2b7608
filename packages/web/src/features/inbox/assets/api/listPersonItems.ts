import { useQuery } from '@tanstack/react-query';
import { softwareEndpoints } from '@signoff/contract/api/software';
import { assetPoliciesEndpoints } from '@signoff/contract/api/assetImports';
import { call } from '../../../../shared/api.ts';

/** GET /api/software/licenses/employee/{id}/list — a person's licenses, active ones first, for their page. */
export function usePersonLicenses(employeeId: number) {
  return useQuery({
    queryKey: ['people', employeeId, 'licenses'],
    queryFn: () => call(softwareEndpoints.employeeLicenses, { params: { employee_id: employeeId } }),
  });
}

/** GET /api/assets/employee/{id}/policies — the asset and car policies made for a person. */
export function usePersonPolicies(employeeId: number) {
  return useQuery({
    queryKey: ['people', employeeId, 'policies'],
    queryFn: () => call(assetPoliciesEndpoints.employeePolicies, { params: { id: employeeId } }),
  });
}
