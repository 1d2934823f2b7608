import type { TWebArea } from '../../../app/area.ts';
import { expensesMessages } from './messages.ts';
import { ExpensesListPage } from './ExpensesListPage.tsx';
import { ExpenseDetailPage } from './ExpenseDetailPage.tsx';

export const expensesArea: TWebArea = {
  key: 'expenses',
  tab: 'expenses',
  inboxRoutes: [
    { path: 'expenses', element: <ExpensesListPage /> },
    { path: 'expenses/:request_id', element: <ExpenseDetailPage /> },
  ],
  messages: expensesMessages,
};
