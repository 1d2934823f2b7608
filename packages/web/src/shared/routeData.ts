import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { queryClient } from './queryClient.ts';

/**
 * A route's loader that asks for its page's data as soon as the route matches, beside the page's code, instead of
 * once the session has answered and the page has drawn (about 400 ms on a slow phone's first load). It does not wait
 * for the answer: the page draws as it always did and shows the data when it comes. `query` imports the page's query
 * (lazily, with the page's code) and gives its options, or null when the route's parameters name nothing to ask.
 */
export function routeData<T, K extends QueryKey>(
  query: (args: LoaderFunctionArgs) => Promise<FetchQueryOptions<T, Error, T, K> | null>,
): LoaderFunction {
  return (args) => {
    void query(args)
      .then((options) => (options ? queryClient.prefetchQuery(options) : undefined))
      .catch(() => undefined);
    return null;
  };
}

/** A route's id parameter as the page reads it: a positive whole number, else null (the page then says it is unknown). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
