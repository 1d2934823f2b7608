import type { TWebArea } from './area.ts';
import { expensesArea } from '../features/inbox/expenses/area.tsx';
import { expenseOverviewArea } from '../features/expenseOverview/area.tsx';
import { sickNotesArea } from '../features/inbox/sickNotes/area.tsx';
import { daysOffArea } from '../features/inbox/daysOff/area.tsx';
import { trainingsArea } from '../features/inbox/trainings/area.tsx';
import { commuteArea } from '../features/inbox/commute/area.tsx';
import { tasksArea } from '../features/inbox/tasks/area.tsx';
import { assetsArea } from '../features/inbox/assets/area.tsx';
import { contractsArea } from '../features/inbox/contracts/area.tsx';
import { documentsArea } from '../features/inbox/documents/area.tsx';
import { remindersArea } from '../features/inbox/reminders/area.tsx';
import { outplacementsArea } from '../features/inbox/outplacements/area.tsx';
import { conflictsArea } from '../features/inbox/conflicts/area.tsx';
import { carConflictsArea } from '../features/inbox/carConflicts/area.tsx';
import { calendarConflictsArea } from '../features/inbox/calendarConflicts/area.tsx';
import { peopleArea } from '../features/people/area.tsx';
import { expenseCategoriesArea } from '../features/settings/expenseCategories/area.tsx';
import { myRequestsArea } from '../features/myRequests/area.tsx';

/** Every web area, one line each: the router and i18n are fed from here. */
export const WEB_AREAS: readonly TWebArea[] = [
  expensesArea,
  expenseOverviewArea,
  sickNotesArea,
  daysOffArea,
  trainingsArea,
  commuteArea,
  tasksArea,
  assetsArea,
  contractsArea,
  documentsArea,
  remindersArea,
  outplacementsArea,
  conflictsArea,
  carConflictsArea,
  calendarConflictsArea,
  peopleArea,
  expenseCategoriesArea,
  myRequestsArea,
];
