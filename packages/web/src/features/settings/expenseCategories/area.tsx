import type { TWebArea } from '../../../app/area.ts';
import { expenseCategoryMessages } from './messages.ts';

export const expenseCategoriesArea: TWebArea = {
  key: 'expenseCategories',
  appRoutes: [
    {
      path: '/settings/expenseCategories/new',
      handle: { title: 'categories.newTitle' },
      lazy: async () => ({ Component: (await import('./NewExpenseCategoryPage.tsx')).NewExpenseCategoryPage }),
    },
  ],
  messages: expenseCategoryMessages,
};
