import { useMutation } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { useInvalidateTasks } from './tasksKeys.ts';

/**
 * POST /api/workflows/tasks/closeTask or reopenTask — 409 ALREADY_PROCESSED when it is already in that state,
 * 409 TASK_BLOCKED when an earlier task of a sequential workflow is still open, 403 READ_ONLY.
 */
export function setTaskStatus({ task_id, status }: { task_id: number; status: 'done' | 'pending' }) {
  return call(status === 'done' ? workflowsEndpoints.closeTask : workflowsEndpoints.reopenTask, { body: { task_id } });
}

export function useSetTaskStatus() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: setTaskStatus,
    // Also on failure: a 409 means somebody else changed it meanwhile, and the refetched detail shows it.
    onSettled: (_data, _error, input) => invalidate(input.task_id),
  });
}
