import { useQueryClient } from '@tanstack/react-query';
import { countsQuery } from '../../../../shared/session.ts';

export const sickNotesKeys = {
  all: ['sickNotes'] as const,
  list: (page: number) => ['sickNotes', 'list', page] as const,
  detail: (id: number) => ['sickNotes', 'detail', id] as const,
  person: (employeeId: number, dayOffTypeId: number) => ['sickNotes', 'person', employeeId, dayOffTypeId] as const,
  firstSickDays: (employeeId: number, year: number) => ['sickNotes', 'firstSickDays', employeeId, year] as const,
};

/** Lists, details and the tab counts change together after any sick-note decision. */
export function useInvalidateSickNotes() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: sickNotesKeys.all }), client.invalidateQueries({ queryKey: countsQuery.queryKey })]);
}
