import type { TWebArea } from '../../../app/area.ts';
import { expenseCategoryMessages } from './messages.ts';
import { NewExpenseCategoryPage } from './NewExpenseCategoryPage.tsx';

export const expenseCategoriesArea: TWebArea = {
  key: 'expenseCategories',
  appRoutes: [{ path: '/settings/expenseCategories/new', element: <NewExpenseCategoryPage /> }],
  messages: expenseCategoryMessages,
};
