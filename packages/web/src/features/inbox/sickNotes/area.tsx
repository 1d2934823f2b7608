import type { TWebArea } from '../../../app/area.ts';
import { sickNotesMessages } from './messages.ts';
import { SickNotesListPage } from './SickNotesListPage.tsx';
import { SickNoteReviewPage } from './SickNoteReviewPage.tsx';
import { SickDaysUploadPage } from './SickDaysUploadPage.tsx';

export const sickNotesArea: TWebArea = {
  key: 'sickNotes',
  tab: 'sickNotes',
  inboxRoutes: [
    { path: 'sickNotes', element: <SickNotesListPage /> },
    { path: 'sickNotes/:sickday_id', element: <SickNoteReviewPage /> },
    { path: 'sickNotes/person/:employee_id/:day_off_type_id', element: <SickDaysUploadPage /> },
  ],
  messages: sickNotesMessages,
};
