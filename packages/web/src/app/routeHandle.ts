/** What a route tells the app shell about itself: the i18n key of its page title. */
export type TRouteHandle = { title?: string };

export const isRouteHandle = (value: unknown): value is TRouteHandle =>
  typeof value === 'object' && value !== null && (!('title' in value) || typeof value.title === 'string');
