import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import { call } from '../../../../shared/api.ts';

/** GET /api/reminders/choices — the add form's people and recipients by name (keepers only). */
export function useReminderChoices(search: string) {
  return useQuery({
    queryKey: ['reminders', 'choices', search],
    queryFn: () => call(remindersEndpoints.choices, { query: { search_term: search } }),
    placeholderData: keepPreviousData,
  });
}
