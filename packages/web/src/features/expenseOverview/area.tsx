import type { TWebArea } from '../../app/area.ts';
import { expenseOverviewMessages } from './messages.ts';

export const expenseOverviewArea: TWebArea = {
  key: 'expenseOverview',
  appRoutes: [
    {
      path: '/expenses',
      handle: { title: 'expenseOverview.title' },
      lazy: async () => ({ Component: (await import('./ExpensesOverviewPage.tsx')).ExpensesOverviewPage }),
    },
  ],
  messages: expenseOverviewMessages,
};
