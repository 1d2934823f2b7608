/** A query a widget runs only when it needs it (e.g. when its modal opens); features pass their own key and fetcher. */
export type LazyQuery<T> = { queryKey: readonly unknown[]; queryFn: () => Promise<T> };
