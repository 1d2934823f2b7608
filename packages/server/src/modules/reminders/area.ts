import type { TServerArea } from '../../area.ts';
import { RemindersService } from './service.ts';
import { remindersRoutes } from './routes.ts';
import { seedReminders } from './seed.ts';
import { scaleReminders } from './scale.ts';

export const remindersArea: TServerArea = {
  key: 'reminders',
  tab: 'reminders',
  permission: 'reminders',
  // Anyone may be the target of a reminder (HR sets one for a manager about a probation end), so everyone sees the tab.
  tabVisible: () => true,
  create: (context) => {
    const service = new RemindersService(context.db);
    return {
      routes: (app) => remindersRoutes(app, service),
      counts: (actor) => ({ count_pending_reminders: service.pendingCount(actor) }),
    };
  },
  scale: scaleReminders,
  seed: seedReminders,
};
