import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myRequestsEndpoints } from '@signoff/contract/api/myRequests';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { assetRequestsEndpoints, assetsEndpoints } from '@signoff/contract/api/assets';
import { MAX_PER_PAGE, type TAddAssetRequest } from '@signoff/contract/assets';
import type { TMyRequestKind, TMyRequestStatus } from '@signoff/contract/myRequests';
import type { TTransportType } from '@signoff/contract/commute';
import {
  addDaysOffFormFields,
  type TAddDaysOffRequestInput,
  type TAddDaysOffRequest,
  type TAddDaysOffDay,
} from '@signoff/contract/daysOff';
import { call, upload } from '../../../shared/api.ts';

export const myRequestsKeys = {
  all: ['myRequests'] as const,
  list: (kind: TMyRequestKind | 'all', status: TMyRequestStatus | 'all', page: number) =>
    ['myRequests', 'list', kind, status, page] as const,
  categories: (employeeId: number) => ['myRequests', 'categories', employeeId] as const,
  dayOffTypes: ['myRequests', 'dayOffTypes'] as const,
  budgets: (employeeId: number, year: number) => ['myRequests', 'budgets', employeeId, year] as const,
  schedule: (employeeId: number) => ['myRequests', 'schedule', employeeId] as const,
  assetTypes: ['myRequests', 'assetTypes'] as const,
};

/** GET /api/me/requests — the signed-in person's own requests, newest first. */
export function useMyRequests(kind: TMyRequestKind | 'all', status: TMyRequestStatus | 'all', page: number) {
  return useQuery({
    queryKey: myRequestsKeys.list(kind, status, page),
    queryFn: () => call(myRequestsEndpoints.list, { query: { kind, status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/expenses/listCategoriesForEmployee — the categories this employee may use. */
export function useMyExpenseCategories(employeeId: number) {
  return useQuery({
    queryKey: myRequestsKeys.categories(employeeId),
    queryFn: () => call(expensesEndpoints.listCategoriesForEmployee, { query: { employee_id: employeeId } }),
  });
}

/** GET /api/days_off/types — the company's day-off types. */
export function useDayOffTypes() {
  return useQuery({ queryKey: myRequestsKeys.dayOffTypes, queryFn: () => call(daysOffEndpoints.types) });
}

/** GET /api/days_off/listBudgetUsage — the employee's own budgets of a year. */
export function useMyBudgets(employeeId: number, year: number) {
  return useQuery({
    queryKey: myRequestsKeys.budgets(employeeId, year),
    queryFn: () => call(daysOffEndpoints.listBudgetUsage, { query: { employee_id: employeeId, year } }),
  });
}

/** GET /api/days_off/getWeeklySchedule — which weekdays the employee works, and how long. */
export function useMySchedule(employeeId: number) {
  return useQuery({
    queryKey: myRequestsKeys.schedule(employeeId),
    queryFn: () => call(daysOffEndpoints.getWeeklySchedule, { query: { employee_id: employeeId } }),
  });
}

/** After a submission: the list (and the balances) are read again. */
export function useRefreshAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: myRequestsKeys.all });
}

/** POST /api/expenses/createExpense without a file (with one, the upload widget sends it). */
export function useSubmitExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return upload(expensesEndpoints.createExpense, form);
    },
    onSuccess: refresh,
  });
}

/**
 * POST /api/expenses/deleteExpense — the requester takes a pending expense back. The list is read again either way:
 * a refusal (decided meanwhile) shows its new state.
 */
export function useWithdrawExpense() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (expenseId: number) => call(expensesEndpoints.deleteExpense, { body: { expense_id: expenseId } }),
    onSettled: refresh,
  });
}

/** POST /api/days_off/requests/add for oneself. */
export function useSubmitDaysOff() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: Omit<TAddDaysOffRequest, 'days'> & { days: readonly Omit<TAddDaysOffDay, 'index'>[] }) =>
      call(daysOffEndpoints.add, { body: addDaysOffFormFields(input) as unknown as TAddDaysOffRequestInput }),
    onSuccess: refresh,
  });
}

/** POST /api/trainings/requests/add — a new training, named and priced by the employee. */
export function useSubmitTraining() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { new_training_name: string; new_training_cost: number; motivation: string }) =>
      call(trainingsEndpoints.add, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/commute/declare. */
export function useSubmitCommute() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { date: string; transport_type: TTransportType; km?: number }) => call(commuteEndpoints.declare, { body }),
    onSuccess: refresh,
  });
}

/** GET /api/asset_types/list — the company's catalogue, by name (the first hundred). */
export function useAssetCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: myRequestsKeys.assetTypes,
    queryFn: () =>
      call(assetsEndpoints.types, { query: { page: 0, per_page: MAX_PER_PAGE, orderby_column: 'name', orderby_direction: 'asc' } }),
    enabled,
  });
}

/** POST /api/assets/requests/add. */
export function useSubmitAssetRequest() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: Pick<TAddAssetRequest, 'motivation'> & { requested_assets: TAddAssetRequest['requested_assets'] }) =>
      call(assetRequestsEndpoints.add, { body }),
    onSuccess: refresh,
  });
}
