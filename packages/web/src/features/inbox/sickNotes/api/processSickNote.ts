import { useMutation } from '@tanstack/react-query';
import type { TProcessSickNoteRequest } from '@signoff/contract/sickNotes';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { useInvalidateSickNotes } from './sickNotesKeys.ts';

/** POST /api/inbox/sickNotes/process — accept or decline; 409 when somebody checked it meanwhile. */
export function useProcessSickNote() {
  const invalidate = useInvalidateSickNotes();
  return useMutation({ mutationFn: (body: TProcessSickNoteRequest) => call(sickNotesEndpoints.process, { body }), onSettled: invalidate });
}
