import { useDeferredValue } from 'react';

const NOT_DRAWN = Symbol('rows not drawn yet');

let atOnce = false;

/**
 * Whether a list mounting now draws its rows in the same render as its frame. Yes in the server's render of a page,
 * and in the browser's first draw of a page the server drew: that draw replaces the server's markup, and drawn later
 * the rows would go for a skeleton and come back (decision 0021, stop 55). The app turns it off after its first draw.
 */
export function drawRowsAtOnce(yes: boolean): void {
  atOnce = yes;
}

/**
 * A list's page of data, drawn at a lower priority than the rest of the page: React draws the rows in slices between
 * which the browser stays free for input, instead of one long task when a page of data arrives (a slow phone paid
 * 300 ms). Also on the page's first render: the route asks for its data as soon as it matches (routeData.ts), so the
 * answer is often in before the page mounts, and a plain deferred value would then draw the frame and every row in
 * one task. `isPending` holds the loading state until the rows are drawn. But see drawRowsAtOnce.
 */
export function useRowsLater<T>(query: { isPending: boolean; data: T | undefined }): { data: T | undefined; isPending: boolean } {
  const deferred = useDeferredValue<T | undefined | typeof NOT_DRAWN>(query.data, atOnce ? query.data : NOT_DRAWN);
  const data = deferred === NOT_DRAWN ? undefined : deferred;
  return { data, isPending: query.isPending || (data === undefined && query.data !== undefined) };
}
