import { useQueryClient } from '@tanstack/react-query';
import type { TTaskListStatus } from '@signoff/contract/workflows';
import { countsQuery } from '../../../../shared/session.ts';

export const tasksKeys = {
  lists: ['tasks', 'list'] as const,
  list: (status: TTaskListStatus, page: number, after?: number) => ['tasks', 'list', status, page, after] as const,
  detail: (taskId: number) => ['tasks', 'detail', taskId] as const,
};

/** After completing or reopening a task, the lists, its detail and the tab counts are stale together. */
export function useInvalidateTasks() {
  const client = useQueryClient();
  return (taskId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: tasksKeys.lists }),
      client.invalidateQueries({ queryKey: tasksKeys.detail(taskId) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
