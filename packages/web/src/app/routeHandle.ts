/** What a route tells the app shell about itself: the i18n key of its page title. */
export type TRouteHandle = { title?: string };

export const isRouteHandle = (value: unknown): value is TRouteHandle =>
  typeof value === 'object' && value !== null && (!('title' in value) || typeof value.title === 'string');

const APP_NAME = 'Signoff';

/**
 * The document's title for the matched routes (WCAG 2.4.2): the deepest route's that names one, so a detail page can
 * name itself more precisely than its tab, then the app's name. Set by the app (RouteChrome) and by the server's
 * render of a page alike.
 */
export function documentTitle(matches: readonly { handle?: unknown }[], t: (key: string) => string): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle) && handle.title) return `${t(handle.title)} · ${APP_NAME}`;
  }
  return APP_NAME;
}
