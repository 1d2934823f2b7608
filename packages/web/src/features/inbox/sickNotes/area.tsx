import type { TWebArea } from '../../../app/area.ts';
import { sickNotesMessages } from './messages.ts';

export const sickNotesArea: TWebArea = {
  key: 'sickNotes',
  tab: 'sickNotes',
  inboxRoutes: [
    { path: 'sickNotes', lazy: async () => ({ Component: (await import('./SickNotesListPage.tsx')).SickNotesListPage }) },
    { path: 'sickNotes/:sickday_id', lazy: async () => ({ Component: (await import('./SickNoteReviewPage.tsx')).SickNoteReviewPage }) },
    {
      path: 'sickNotes/person/:employee_id/:day_off_type_id',
      lazy: async () => ({ Component: (await import('./SickDaysUploadPage.tsx')).SickDaysUploadPage }),
    },
  ],
  messages: sickNotesMessages,
};
