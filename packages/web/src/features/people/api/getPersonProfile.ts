import { useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@signoff/contract/api/people';
import { call } from '../../../shared/api.ts';

/** GET /api/people/{id}/profile — profile basics; 404 for someone this user may not see. */
export function usePersonProfile(id: number) {
  return useQuery({
    queryKey: ['people', id, 'profile'],
    queryFn: () => call(peopleEndpoints.profile, { params: { id } }),
    enabled: id > 0,
  });
}
