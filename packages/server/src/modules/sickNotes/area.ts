import type { TServerArea } from '../../area.ts';
import { SickNotesService } from './service.ts';
import { sickNotesRoutes } from './routes.ts';
import { seedSickNotes } from './seed.ts';
import { scaleSickNotes } from './scale.ts';

export const sickNotesArea: TServerArea = {
  key: 'sickNotes',
  tab: 'sickNotes',
  permission: 'sickNotes',
  opensProfiles: true,
  create: (context) => {
    const service = new SickNotesService(context.db, context.storage);
    return {
      routes: (app) => sickNotesRoutes(app, service, context),
      counts: (actor) => {
        const { pending, missing } = service.countColumns(actor);
        return { count_pending_sick_notes: pending, count_missing_sick_notes: missing };
      },
    };
  },
  seed: seedSickNotes,
  scale: scaleSickNotes,
};
