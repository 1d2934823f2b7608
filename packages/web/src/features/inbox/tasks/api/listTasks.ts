import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TTaskListStatus } from '@signoff/contract/workflows';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { tasksKeys } from './tasksKeys.ts';

/** GET /api/workflows/tasks/list — one page (zero-based) of the tasks this user is responsible for. */
export function listTasks(status: TTaskListStatus, page: number) {
  return call(workflowsEndpoints.tasks, { query: { status, page } });
}

export function useTasks(status: TTaskListStatus, page: number) {
  return useListQuery(
    queryOptions({
      queryKey: tasksKeys.list(status, page),
      queryFn: () => listTasks(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
