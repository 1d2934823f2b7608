import { queryOptions, useQuery } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { workflowsKeys } from './workflowsKeys.ts';

/** GET /api/workflows/list — the company's workflows, newest first (403 without the workflows permission). */
export function listWorkflows(page: number) {
  return call(workflowsEndpoints.list, { query: { page } });
}

export function useWorkflows(page: number) {
  return useQuery(
    queryOptions({ queryKey: workflowsKeys.list(page), queryFn: () => listWorkflows(page), placeholderData: (previous) => previous }),
  );
}
