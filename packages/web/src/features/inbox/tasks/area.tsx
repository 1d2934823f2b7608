import type { TWebArea } from '../../../app/area.ts';
import { tasksMessages } from './messages.ts';

export const tasksArea: TWebArea = {
  key: 'tasks',
  tab: 'tasks',
  inboxRoutes: [
    { path: 'tasks', lazy: async () => ({ Component: (await import('./TasksListPage.tsx')).TasksListPage }) },
    {
      path: 'tasks/:workflow_id/:task_id',
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
