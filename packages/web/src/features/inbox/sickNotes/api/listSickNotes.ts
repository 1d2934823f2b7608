import { queryOptions } from '@tanstack/react-query';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { sickNotesKeys } from './sickNotesKeys.ts';

/** GET /api/inbox/sickNotes/list — certificates to review (one page) and the sick days waiting for one. */
export const sickNotesListQuery = (page: number) =>
  queryOptions({
    queryKey: sickNotesKeys.list(page),
    queryFn: () => call(sickNotesEndpoints.list, { query: { page } }),
    placeholderData: (previous) => previous,
  });

/** The page the list opens on (not remembered: a plain zero-based page that starts at 0). */
export const SICK_NOTES_OPENING_PAGE = 0;

/** The page /inbox/sickNotes opens on, asked by its route before the list draws. */
export function openingSickNotesPage() {
  return sickNotesListQuery(SICK_NOTES_OPENING_PAGE);
}
