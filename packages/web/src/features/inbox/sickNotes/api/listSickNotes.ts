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
