import { useQuery } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { workflowsKeys } from './workflowsKeys.ts';

/** GET /api/workflows/templates/list — the company's workflow templates. */
export function listTemplates() {
  return call(workflowsEndpoints.templates, {});
}

export function useTemplates() {
  return useQuery({ queryKey: workflowsKeys.templates, queryFn: listTemplates });
}
