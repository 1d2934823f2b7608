import type { TServerArea } from '../../area.ts';
import { TrainingsService } from './service.ts';
import { trainingsRoutes } from './routes.ts';
import { seedTrainings } from './seed.ts';
import { scaleTrainings } from './scale.ts';

export const trainingsArea: TServerArea = {
  key: 'trainings',
  tab: 'trainings',
  permission: 'trainings',
  opensProfiles: true,
  create: (context) => {
    const service = new TrainingsService(context.db, context.storage);
    return {
      routes: (app) => trainingsRoutes(app, service, context),
      counts: (actor) => ({ count_training_requests: service.pendingCount(actor) }),
    };
  },
  scale: scaleTrainings,
  seed: seedTrainings,
};
