import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZListBudgetUsageResponseSchema, ZPersonProfileSchema, ZWeeklyScheduleResponseSchema } from '@signoff/contract/people';
import { ZListDaysOffResponseSchema } from '@signoff/contract/calendar';
import { api } from '../../../shared/api.ts';

/** GET /api/people/{id}/profile — profile basics; 404 for someone this user may not see. */
export function usePersonProfile(id: number) {
  return useQuery({ queryKey: ['people', id, 'profile'], queryFn: () => api.get(`/api/people/${id}/profile`, undefined, ZPersonProfileSchema), enabled: id > 0 });
}

const ZDaysOffOfPerson = ZListDaysOffResponseSchema.extend({ one_day_contracts: z.array(z.string()) });

/** GET /api/days_off/listDaysOff — the person's days off and the company's holidays of one year. */
export function usePersonDaysOff(id: number, year: number) {
  return useQuery({ queryKey: ['people', id, 'daysOff', year], queryFn: () => api.get('/api/days_off/listDaysOff', { employee_id: id, year }, ZDaysOffOfPerson), enabled: id > 0 });
}

/** GET /api/days_off/getWeeklySchedule */
export function useWeeklySchedule(id: number) {
  return useQuery({ queryKey: ['people', id, 'schedule'], queryFn: () => api.get('/api/days_off/getWeeklySchedule', { employee_id: id }, ZWeeklyScheduleResponseSchema), enabled: id > 0 });
}

/** GET /api/days_off/listBudgetUsage */
export function useBudgetUsage(id: number, year: number) {
  return useQuery({ queryKey: ['people', id, 'budgets', year], queryFn: () => api.get('/api/days_off/listBudgetUsage', { employee_id: id, year }, ZListBudgetUsageResponseSchema), enabled: id > 0 });
}
