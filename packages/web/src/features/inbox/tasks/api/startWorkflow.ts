import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import type { TStartWorkflow } from '@signoff/contract/workflows';
import { call } from '../../../../shared/api.ts';
import { countsQuery } from '../../../../shared/session.ts';
import { tasksKeys } from './tasksKeys.ts';
import { workflowsKeys } from './workflowsKeys.ts';

/** POST /api/workflows/startWorkflow — makes the template's tasks for the employee (and mails the assignees when asked). */
export function startWorkflow(body: TStartWorkflow) {
  return call(workflowsEndpoints.start, { body });
}

export function useStartWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startWorkflow,
    // New tasks land in somebody's inbox, perhaps this user's: the workflows, the tasks and the counts are stale.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workflowsKeys.lists }),
        client.invalidateQueries({ queryKey: tasksKeys.lists }),
        client.invalidateQueries({ queryKey: countsQuery.queryKey }),
      ]),
  });
}
