import { useQuery } from '@tanstack/react-query';
import { carConflictsEndpoints } from '@signoff/contract/api/carConflicts';
import { call } from '../../../../shared/api.ts';
import { carConflictsKeys } from './carConflictsKeys.ts';

/** GET /api/cars/employee/{id}/list — a person's company cars, for their page. */
export function usePersonCars(employeeId: number) {
  return useQuery({
    queryKey: carConflictsKeys.personCars(employeeId),
    queryFn: () => call(carConflictsEndpoints.personCars, { params: { id: employeeId } }),
  });
}
