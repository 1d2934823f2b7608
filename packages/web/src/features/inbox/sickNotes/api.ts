import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListSickNotesResponse, TProcessSickNoteRequest, TSickDaysPersonResponse, TSickNoteDetailResponse, TIgnoreReason } from '@signoff/contract/sickNotes';
import { api } from '../../../shared/api.ts';
import { countsQuery } from '../../../shared/session.ts';

export const sickNotesKeys = { all: ['sickNotes'] as const };

export const sickNotesListQuery = (page: number) =>
  queryOptions({
    queryKey: ['sickNotes', 'list', page],
    queryFn: () => api.get<TListSickNotesResponse>('/api/inbox/sickNotes/list', { page }),
    placeholderData: (previous) => previous,
  });

export const sickNoteDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['sickNotes', 'detail', id],
    queryFn: () => api.get<TSickNoteDetailResponse>('/api/inbox/sickNotes/detail', { sickday_id: id }),
  });

export const sickDaysPersonQuery = (employeeId: number, dayOffTypeId: number) =>
  queryOptions({
    queryKey: ['sickNotes', 'person', employeeId, dayOffTypeId],
    queryFn: () => api.get<TSickDaysPersonResponse>('/api/inbox/sickNotes/person', { employee_id: employeeId, day_off_type_id: dayOffTypeId }),
  });

export const firstSickDayCountQuery = (employeeId: number, year: number) =>
  queryOptions({
    queryKey: ['sickNotes', 'firstSickDays', employeeId, year],
    queryFn: async () => (await api.get<{ count: number }>('/api/inbox/sickNotes/firstSickDayCount', { employee_id: employeeId, year })).count,
  });

/** Lists, details and the tab counts change together after any sick-note decision. */
export function useInvalidateSickNotes() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: sickNotesKeys.all }), client.invalidateQueries({ queryKey: countsQuery.queryKey })]);
}

export function useProcessSickNote() {
  const invalidate = useInvalidateSickNotes();
  return useMutation({
    mutationFn: (body: TProcessSickNoteRequest) => api.post<{ id: number; checked: '1' | '0' }>('/api/inbox/sickNotes/process', body),
    onSettled: invalidate,
  });
}

export function useIgnoreSickDays() {
  const invalidate = useInvalidateSickNotes();
  return useMutation({
    mutationFn: (body: { employee_id: number; day_off_type_id: number; date: string[]; ignore_reason: TIgnoreReason }) =>
      api.post<{ ignored: number; remaining: number }>('/api/inbox/sickNotes/ignore', body),
    onSettled: invalidate,
  });
}
