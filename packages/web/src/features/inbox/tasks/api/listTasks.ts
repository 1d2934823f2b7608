import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { TASK_LIST_STATUSES, type TTaskListStatus } from '@signoff/contract/workflows';
import { workflowsEndpoints } from '@signoff/contract/api/workflows';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { tasksKeys } from './tasksKeys.ts';

/** GET /api/workflows/tasks/list — one page (zero-based) of the tasks this user is responsible for. */
export function listTasks(status: TTaskListStatus, page: number, after?: number) {
  return call(workflowsEndpoints.tasks, { query: { status, page, after } });
}

const tasksListQuery = (status: TTaskListStatus, page: number, after?: number) =>
  queryOptions({
    queryKey: tasksKeys.list(status, page, after),
    queryFn: () => listTasks(status, page, after),
    placeholderData: (previous) => previous,
  });

export function useTasks(status: TTaskListStatus, page: number, after?: number) {
  return useListQuery(tasksListQuery(status, page, after));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const TASKS_LIST = ['tasks', TASK_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/tasks opens on (remembered status; no search box), asked by its route before the list draws. */
export function openingTasksPage() {
  const { status } = openingListState(...TASKS_LIST);
  return tasksListQuery(status, 0);
}
