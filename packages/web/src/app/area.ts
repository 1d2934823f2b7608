import type { RouteObject } from 'react-router';
import type { TInboxTabKey } from '@signoff/contract/inbox';
import type { TAreaMessages } from '../i18n/types.ts';
import type { TPersonSection } from '../shared/personSections.tsx';

/**
 * Everything the app shell needs to know of a web area: the router, the tab bar and i18n take it from the list in
 * areas.ts, so adding an area is its folder plus one line there.
 */
export type TWebArea = {
  key: string;
  /** The inbox tab the area fills; its routes go under /inbox/<tab>. */
  tab?: TInboxTabKey;
  /** Routes below /inbox (paths relative to it, e.g. 'expenses/:request_id'). */
  inboxRoutes?: RouteObject[];
  /** Routes elsewhere in the signed-in app (absolute paths, e.g. '/people/:id'). */
  appRoutes?: RouteObject[];
  messages?: TAreaMessages;
  /** Cards the area adds to a person's page (/people/{id}), below the profile. */
  personSections?: TPersonSection[];
};
