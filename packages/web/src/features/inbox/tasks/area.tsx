import type { TWebArea } from '../../../app/area.ts';
import { tasksMessages } from './messages.ts';
import { TasksListPage } from './TasksListPage.tsx';
import { TaskDetailPage } from './TaskDetailPage.tsx';

export const tasksArea: TWebArea = {
  key: 'tasks',
  tab: 'tasks',
  inboxRoutes: [
    { path: 'tasks', element: <TasksListPage /> },
    { path: 'tasks/:workflow_id/:task_id', element: <TaskDetailPage /> },
  ],
  messages: tasksMessages,
};
