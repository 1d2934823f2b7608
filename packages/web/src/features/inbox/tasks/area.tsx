import type { TWebArea } from '../../../app/area.ts';
import { tasksMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const tasksArea: TWebArea = {
  key: 'tasks',
  tab: 'tasks',
  inboxRoutes: [
    {
      path: 'tasks',
      loader: routeData(async () => (await import('./api/listTasks.ts')).openingTasksPage()),
      lazy: async () => ({ Component: (await import('./TasksListPage.tsx')).TasksListPage }),
    },
    {
      path: 'tasks/:workflow_id/:task_id',
      // The task is asked by its own id; the workflow's is checked too, as the page does before it shows anything.
      loader: routeData(async ({ params }) => {
        const workflowId = idParam(params.workflow_id);
        const taskId = idParam(params.task_id);
        return workflowId === null || taskId === null ? null : (await import('./api/getTask.ts')).taskQuery(taskId);
      }),
      lazy: async () => ({ Component: (await import('./TaskDetailPage.tsx')).TaskDetailPage }),
    },
  ],
  appRoutes: [
    {
      path: '/workflows',
      handle: { title: 'tasks.workflows.title' },
      lazy: async () => ({ Component: (await import('./WorkflowsPage.tsx')).WorkflowsPage }),
    },
  ],
  messages: tasksMessages,
};
