import { useDeferredValue } from 'react';
import { drawsAsServer } from '../serverDrawn.ts';

const NOT_DRAWN = Symbol('rows not drawn yet');

/**
 * A list's page of data, drawn at a lower priority than the rest of the page: React draws the rows in slices between
 * which the browser stays free for input, instead of one long task when a page of data arrives (a slow phone paid
 * 300 ms). Also on the page's first render: the route asks for its data as soon as it matches (routeData.ts), so the
 * answer is often in before the page mounts, and a plain deferred value would then draw the frame and every row in
 * one task. `isPending` holds the loading state until the rows are drawn. A page drawn as the server draws it
 * (drawsAsServer) has its rows at once: the server's markup has them, and the browser's hydration must draw the same.
 */
export function useRowsLater<T>(query: { isPending: boolean; data: T | undefined }): { data: T | undefined; isPending: boolean } {
  const deferred = useDeferredValue<T | undefined | typeof NOT_DRAWN>(query.data, drawsAsServer() !== null ? query.data : NOT_DRAWN);
  const data = deferred === NOT_DRAWN ? undefined : deferred;
  return { data, isPending: query.isPending || (data === undefined && query.data !== undefined) };
}
