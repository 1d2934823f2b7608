import { useMutation } from '@tanstack/react-query';
import type { TIgnoreReason } from '@signoff/contract/sickNotes';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { useInvalidateSickNotes } from './sickNotesKeys.ts';

/** POST /api/inbox/sickNotes/ignore — ignore the chosen days with one reason. */
export function useIgnoreSickDays() {
  const invalidate = useInvalidateSickNotes();
  return useMutation({
    mutationFn: (body: { employee_id: number; day_off_type_id: number; date: string[]; ignore_reason: TIgnoreReason }) =>
      call(sickNotesEndpoints.ignore, { body }),
    onSettled: invalidate,
  });
}
