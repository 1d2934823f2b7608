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

/**
 * Several routeData loaders as one: a page that draws with more than its own data (a filter's options, say) asks for all
 * of it as its route matches. On a page the server draws, the render waits for them all, so the browser asks none of
 * them again after its first draw, nor draws the page a second time when they land.
 */
export function allRouteData(...loaders: LoaderFunction[]): LoaderFunction {
  return (args, context) => {
    for (const loader of loaders) void loader(args, context);
    return null;
  };
}

/** A route's id parameter as the page reads it: a positive whole number, else null (the page then says it is unknown). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A route's loader for data its frame is drawn with, not beside: the router draws the route (and keeps the page it
 * comes from meanwhile, or the HTML's outline on a first load) only once the answer is in, or has failed. For what
 * changes the frame's shape when it lands, so that nothing below it moves (the inbox's tab counts). A cached answer,
 * even a stale one, is used at once.
 */
export function frameData<T, K extends QueryKey>(query: () => Promise<FetchQueryOptions<T, Error, T, K>>): LoaderFunction {
  return async () => {
    await query()
      .then((options) => queryClient.ensureQueryData(options))
      .catch(() => undefined);
    return null;
  };
}
