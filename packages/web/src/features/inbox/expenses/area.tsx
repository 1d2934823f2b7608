import type { TWebArea } from '../../../app/area.ts';
import { expensesMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const expensesArea: TWebArea = {
  key: 'expenses',
  tab: 'expenses',
  inboxRoutes: [
    {
      path: 'expenses',
      loader: routeData(async () => (await import('./api/listExpenses.ts')).openingExpensesPage()),
      lazy: async () => ({ Component: (await import('./ExpensesListPage.tsx')).ExpensesListPage }),
    },
    {
      path: 'expenses/:request_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.request_id);
        return id === null ? null : (await import('./api/getExpenseDetail.ts')).expenseDetailQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./ExpenseDetailPage.tsx')).ExpenseDetailPage }),
    },
  ],
  messages: expensesMessages,
};
