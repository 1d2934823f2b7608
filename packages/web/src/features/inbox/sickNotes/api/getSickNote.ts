import { queryOptions } from '@tanstack/react-query';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { sickNotesKeys } from './sickNotesKeys.ts';

/** GET /api/inbox/sickNotes/detail — one certificate to review; 404 when it is not this user's to see. */
export const sickNoteDetailQuery = (id: number) =>
  queryOptions({ queryKey: sickNotesKeys.detail(id), queryFn: () => call(sickNotesEndpoints.detail, { query: { sickday_id: id } }) });
