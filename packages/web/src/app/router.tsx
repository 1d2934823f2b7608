import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { AuthGate } from './AuthGate.tsx';
import { Shell } from './Shell.tsx';
import { InboxLayout, InboxIndex } from './InboxLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ExpensesListPage } from '../features/inbox/expenses/ExpensesListPage.tsx';
import { ExpenseDetailPage } from '../features/inbox/expenses/ExpenseDetailPage.tsx';
import { NewExpenseCategoryPage } from '../features/settings/expenseCategories/NewExpenseCategoryPage.tsx';
import { SickNotesListPage } from '../features/inbox/sickNotes/SickNotesListPage.tsx';
import { SickNoteReviewPage } from '../features/inbox/sickNotes/SickNoteReviewPage.tsx';
import { SickDaysUploadPage } from '../features/inbox/sickNotes/SickDaysUploadPage.tsx';
import { PersonPage } from '../features/people/PersonPage.tsx';
import { DaysOffListPage } from '../features/inbox/daysOff/DaysOffListPage.tsx';
import { DaysOffDetailPage } from '../features/inbox/daysOff/DaysOffDetailPage.tsx';

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
          { path: 'sickNotes', element: <SickNotesListPage /> },
          { path: 'sickNotes/:sickday_id', element: <SickNoteReviewPage /> },
          { path: 'sickNotes/person/:employee_id/:day_off_type_id', element: <SickDaysUploadPage /> },
          { path: 'daysOff', element: <DaysOffListPage /> },
          { path: 'daysOff/:request_id', element: <DaysOffDetailPage /> },
          { path: 'expenses', element: <ExpensesListPage /> },
          { path: 'expenses/:request_id', element: <ExpenseDetailPage /> },
        ],
      },
      { path: '/settings/expenseCategories/new', element: <NewExpenseCategoryPage /> },
      { path: '/people/:id', element: <PersonPage /> },
      { path: '/people/:id/daysOff', element: <PersonPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
