import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { rememberedKeys, useRememberedState } from '../useRememberedState.ts';

export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The state every inbox list keeps: the status filter and search term (remembered), and a zero-based page that
 * goes back to 0 whenever the filter or the search changes (spec §4).
 */
export function useListState<S extends string>(area: string, statuses: readonly S[], defaultStatus: S) {
  const [status, setStoredStatus] = useRememberedState<S>(rememberedKeys.listStatus(area), defaultStatus, (v): v is S =>
    (statuses as readonly unknown[]).includes(v),
  );
  const [search, setStoredSearch] = useRememberedState<string>(rememberedKeys.listSearch(area), '');
  const [page, setPage] = useState(0);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    status,
    setStatus: (next: S) => {
      setStoredStatus(next);
      setPage(0);
    },
    search,
    setSearch: (next: string) => {
      setStoredSearch(next);
      setPage(0);
    },
    debouncedSearch,
    page,
    setPage,
  };
}
