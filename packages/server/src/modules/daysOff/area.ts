import type { TServerArea } from '../../area.ts';
import { DaysOffService } from './service.ts';
import { daysOffRoutes } from './routes.ts';
import { seedDaysOff } from './seed.ts';
import { scaleDaysOff } from './scale.ts';

export const daysOffArea: TServerArea = {
  key: 'daysOff',
  tab: 'daysOff',
  permission: 'daysOff',
  opensProfiles: true,
  create: (context) => {
    const service = new DaysOffService(context.db, context.segments, context.mail);
    return {
      routes: (app) => daysOffRoutes(app, service),
      counts: (actor) => ({ count_days_off_requests: service.pendingCount(actor) }),
    };
  },
  seed: seedDaysOff,
  scale: scaleDaysOff,
};
