import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { AuthGate } from './AuthGate.tsx';
import { Shell } from './Shell.tsx';
import { InboxLayout, InboxIndex } from './InboxLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ExpensesListPage } from '../features/inbox/expenses/ExpensesListPage.tsx';
import { ExpenseDetailPage } from '../features/inbox/expenses/ExpenseDetailPage.tsx';
import { NewExpenseCategoryPage } from '../features/settings/expenseCategories/NewExpenseCategoryPage.tsx';
import { PersonPage } from '../features/people/PersonPage.tsx';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: (
      <AuthGate>
        <Shell />
      </AuthGate>
    ),
    children: [
      { path: '/', element: <Navigate to="/inbox" replace /> },
      {
        path: '/inbox',
        element: <InboxLayout />,
        children: [
          { index: true, element: <InboxIndex /> },
          { path: 'expenses', element: <ExpensesListPage /> },
          { path: 'expenses/:request_id', element: <ExpenseDetailPage /> },
        ],
      },
      { path: '/settings/expenseCategories/new', element: <NewExpenseCategoryPage /> },
      { path: '/people/:id', element: <PersonPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
