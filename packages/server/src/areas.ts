import type { TServerArea } from './area.ts';
import { expensesArea } from './modules/expenses/area.ts';
import { sickNotesArea } from './modules/sickNotes/area.ts';
import { daysOffArea } from './modules/daysOff/area.ts';
import { auditArea } from './modules/audit/area.ts';
import { trainingsArea } from './modules/trainings/area.ts';
import { commuteArea } from './modules/commute/area.ts';
import { workflowsArea } from './modules/workflows/area.ts';
import { assetsArea } from './modules/assets/area.ts';
import { contractsArea } from './modules/contracts/area.ts';
import { documentsArea } from './modules/documents/area.ts';
import { remindersArea } from './modules/reminders/area.ts';
import { outplacementsArea } from './modules/outplacements/area.ts';
import { conflictsArea } from './modules/conflicts/area.ts';
import { carConflictsArea } from './modules/carConflicts/area.ts';
import { calendarConflictsArea } from './modules/calendarConflicts/area.ts';
import { integrationsArea } from './modules/integrations/area.ts';
import { myRequestsArea } from './modules/myRequests/area.ts';
import { companyRegistryArea } from './modules/companyRegistry/area.ts';

/** Every area of the app, one line each: routes, counts, visible tabs, profile access and demo seed come from here. */
export const AREAS: readonly TServerArea[] = [
  expensesArea,
  sickNotesArea,
  daysOffArea,
  trainingsArea,
  commuteArea,
  workflowsArea,
  assetsArea,
  contractsArea,
  documentsArea,
  remindersArea,
  outplacementsArea,
  conflictsArea,
  carConflictsArea,
  calendarConflictsArea,
  integrationsArea,
  myRequestsArea,
  companyRegistryArea,
  auditArea,
];
