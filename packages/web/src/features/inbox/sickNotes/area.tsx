import type { TWebArea } from '../../../app/area.ts';
import { sickNotesMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const sickNotesArea: TWebArea = {
  key: 'sickNotes',
  tab: 'sickNotes',
  inboxRoutes: [
    {
      path: 'sickNotes',
      loader: routeData(async () => (await import('./api/listSickNotes.ts')).openingSickNotesPage()),
      lazy: async () => ({ Component: (await import('./SickNotesListPage.tsx')).SickNotesListPage }),
    },
    {
      path: 'sickNotes/:sickday_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.sickday_id);
        return id === null ? null : (await import('./api/getSickNote.ts')).sickNoteDetailQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./SickNoteReviewPage.tsx')).SickNoteReviewPage }),
    },
    {
      path: 'sickNotes/person/:employee_id/:day_off_type_id',
      lazy: async () => ({ Component: (await import('./SickDaysUploadPage.tsx')).SickDaysUploadPage }),
    },
  ],
  messages: sickNotesMessages,
};
