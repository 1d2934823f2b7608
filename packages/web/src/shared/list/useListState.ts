import { useState } from 'react';
import { rememberedKeys, useRememberedState } from '../useRememberedState.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue.ts';

export { SEARCH_DEBOUNCE_MS };

export type TListState<S extends string> = ReturnType<typeof useListState<S>>;

/**
 * The state every inbox list keeps: the status filter and search term (remembered locally under
 * `signoff.inbox.<area>.status` / `.search`), and a zero-based page that goes back to 0 whenever the filter or
 * the search changes (spec §4). `debouncedSearch` is what goes to the server, 200 ms after the last key.
 */
export function useListState<S extends string>(area: string, statuses: readonly S[], defaultStatus: S) {
  const [status, setStoredStatus] = useRememberedState<S>(rememberedKeys.listStatus(area), defaultStatus, (v): v is S =>
    (statuses as readonly unknown[]).includes(v),
  );
  const [search, setStoredSearch] = useRememberedState<string>(rememberedKeys.listSearch(area), '');
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim());
  return {
    statuses,
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
