import { queryOptions, useQuery } from '@tanstack/react-query';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { tasksKeys } from './tasksKeys.ts';

/** GET /api/workflows/tasks/{task_id}/detail — 404 with a reason phrase when the task is not this user's. */
export function getTask(taskId: number) {
  return call(workflowsEndpoints.taskDetail, { params: { task_id: taskId } });
}

export const taskQuery = (taskId: number) => queryOptions({ queryKey: tasksKeys.detail(taskId), queryFn: () => getTask(taskId) });

export function useTask(taskId: number) {
  return useQuery({ ...taskQuery(taskId), enabled: Number.isInteger(taskId) && taskId > 0 });
}
