import type { TServerArea } from '../../area.ts';
import { hasPermission } from '../../auth/actor.ts';
import { CONFLICTS_PERMISSION } from '../conflicts/service.ts';
import { CALENDAR_CONFLICT_APPLY_TASK, CALENDAR_CONFLICTS_SYNC_TASK, CalendarConflictsService } from './service.ts';
import { calendarConflictsRoutes } from './routes.ts';
import { seedCalendarConflicts } from './seed.ts';

export const calendarConflictsArea: TServerArea = {
  key: 'calendarConflicts',
  tab: 'calendarConflicts',
  permission: 'conflicts',
  // The same HR permission as personal-data conflicts; the web shows the tab only while its count is above 0 (spec 01 §2).
  tabVisible: (actor) => hasPermission(actor, CONFLICTS_PERMISSION),
  create: (context) => {
    const service = new CalendarConflictsService(context.db, context);
    return {
      routes: (app) => calendarConflictsRoutes(app, service),
      counts: (actor) => {
        const pending = service.pendingCount(actor);
        return pending ? { count_calendar_data_conflicts: pending } : {};
      },
      tasks: {
        [CALENDAR_CONFLICTS_SYNC_TASK]: (payload) => service.runSync(payload),
        [CALENDAR_CONFLICT_APPLY_TASK]: (payload) => service.runApply(payload),
      },
    };
  },
  seed: seedCalendarConflicts,
};
