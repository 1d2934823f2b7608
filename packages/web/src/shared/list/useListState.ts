import { useState } from 'react';
import { readRemembered, rememberedKeys, useRememberedState } from '../useRememberedState.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue.ts';

export { SEARCH_DEBOUNCE_MS };

export type TListState<S extends string> = ReturnType<typeof useListState<S>>;

export const isOneOf =
  <S extends string>(statuses: readonly S[]) =>
  (v: unknown): v is S =>
    (statuses as readonly unknown[]).includes(v);

const isPage = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/**
 * The filter a list opens on, as useListState starts it (its remembered status and search, and page 0 or, with
 * `rememberPage`, the remembered one): what its route asks the server for before the list draws (routeData).
 */
export function openingListState<S extends string>(
  area: string,
  statuses: readonly S[],
  defaultStatus: S,
  options: { rememberPage?: boolean } = {},
) {
  return {
    status: readRemembered<S>(rememberedKeys.listStatus(area), defaultStatus, isOneOf(statuses)),
    search: readRemembered<string>(rememberedKeys.listSearch(area), '').trim(),
    page: options.rememberPage ? readRemembered<number>(rememberedKeys.listPage(area), 0, isPage) : 0,
  };
}

/**
 * The state every inbox list keeps: the status filter and search term (remembered locally under
 * `signoff.inbox.<area>.status` / `.search`), and a zero-based page that goes back to 0 whenever the filter or
 * the search changes (spec §4); with `rememberPage` the page is remembered too (`.page`, the reminders list).
 * `debouncedSearch` is what goes to the server, 200 ms after the last key.
 */
export function useListState<S extends string>(
  area: string,
  statuses: readonly S[],
  defaultStatus: S,
  options: { rememberPage?: boolean } = {},
) {
  const [status, setStoredStatus] = useRememberedState<S>(rememberedKeys.listStatus(area), defaultStatus, isOneOf(statuses));
  const [search, setStoredSearch] = useRememberedState<string>(rememberedKeys.listSearch(area), '');
  // The page, and the previous page's last row when the user paged forward to it: the server then starts right after
  // that row (keyset paging), so a deep page costs what the first one does and a row decided meanwhile shifts nothing.
  const [position, setPosition] = useState<{ page: number; after?: number }>({ page: 0 });
  const [storedPage, setStoredPage] = useRememberedState<number>(rememberedKeys.listPage(area), 0, isPage);
  const page = options.rememberPage ? storedPage : position.page;
  // A remembered page opened again has no row to start after: it is read by its number.
  const after = page === position.page ? position.after : undefined;
  const setPage = (next: number, nextAfter?: number) => {
    setPosition({ page: next, after: nextAfter });
    if (options.rememberPage) setStoredPage(next);
  };
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
    after,
    setPage,
  };
}
