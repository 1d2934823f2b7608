import type { TWebArea } from '../../../app/area.ts';
import { expensesMessages } from './messages.ts';

export const expensesArea: TWebArea = {
  key: 'expenses',
  tab: 'expenses',
  inboxRoutes: [
    { path: 'expenses', lazy: async () => ({ Component: (await import('./ExpensesListPage.tsx')).ExpensesListPage }) },
    { path: 'expenses/:request_id', lazy: async () => ({ Component: (await import('./ExpenseDetailPage.tsx')).ExpenseDetailPage }) },
  ],
  messages: expensesMessages,
};
