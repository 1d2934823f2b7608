import { useQuery } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { workflowsKeys } from './workflowsKeys.ts';

/** GET /api/workflows/employees — whom a workflow may be started for, by name (50 at most). */
export function listWorkflowEmployees(search: string) {
  return call(workflowsEndpoints.employees, { query: { search_term: search } });
}

export function useWorkflowEmployees(search: string) {
  return useQuery({
    queryKey: workflowsKeys.employees(search),
    queryFn: () => listWorkflowEmployees(search),
    placeholderData: (previous) => previous,
  });
}
