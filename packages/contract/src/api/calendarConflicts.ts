import { defineEndpoints } from '../endpoint.ts';
import {
  ZCalendarConflictDecisionRequestSchema,
  ZCalendarConflictDecisionResponseSchema,
  ZCalendarConflictDetailResponseSchema,
  ZCalendarConflictIdParamsSchema,
  ZListCalendarConflictsRequestSchema,
  ZListCalendarConflictsResponseSchema,
  ZSyncCalendarConflictsRequestSchema,
  ZSyncCalendarConflictsResponseSchema,
} from '../calendarConflicts.ts';

export const calendarConflictsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/calendarConflicts/list',
    summary:
      'Calendar (day-off) conflicts with the payroll provider, newest first, 20 a page, searchable by name; HR with the conflicts permission',
    access: 'user',
    query: ZListCalendarConflictsRequestSchema,
    response: ZListCalendarConflictsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/calendarConflicts/:id',
    summary: "One calendar conflict: per differing day, the product's and the provider's day-off entries side by side",
    access: 'user',
    params: ZCalendarConflictIdParamsSchema,
    response: ZCalendarConflictDetailResponseSchema,
  },
  resolve: {
    method: 'POST',
    path: '/api/calendarConflicts/resolve',
    summary: "Resolve: the product's days off are written to the payroll provider (queued), then the conflict closes; 409 when handled",
    access: 'user',
    body: ZCalendarConflictDecisionRequestSchema,
    response: ZCalendarConflictDecisionResponseSchema,
  },
  ignore: {
    method: 'POST',
    path: '/api/calendarConflicts/ignore',
    summary: 'Ignore a pending calendar conflict; 409 when already handled',
    access: 'user',
    body: ZCalendarConflictDecisionRequestSchema,
    response: ZCalendarConflictDecisionResponseSchema,
  },
  sync: {
    method: 'POST',
    path: '/api/calendarConflicts/sync',
    summary: "Queue a comparison of the company's days off with the payroll provider's calendar now (it also runs every hour)",
    access: 'user',
    body: ZSyncCalendarConflictsRequestSchema,
    response: ZSyncCalendarConflictsResponseSchema,
  },
});
