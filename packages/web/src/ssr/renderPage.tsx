import { renderToString } from 'react-dom/server';
import i18n from 'i18next';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { TLocale } from '@signoff/contract/format';
import { CARD_LAYOUT_QUERY, type TServerDrawn } from '@signoff/contract/firstLoad';
import { queryClient } from '../shared/queryClient.ts';
import { initI18n, switchLanguage } from '../i18n/index.ts';
import { WEB_AREAS } from '../app/areas.ts';
import { AppProviders, prefetchSession } from '../app/App.tsx';
import { ROUTES } from '../app/router.tsx';
import { documentTitle } from '../app/routeHandle.ts';
import { meQuery } from '../shared/session.ts';
import { drawAsServer } from '../shared/serverDrawn.ts';

/** The longest a render waits for the calls its routes started (routeData does not wait for them itself). */
const CALLS_SETTLE_MS = 2_000;

let started: Promise<void> | undefined;

async function settled(): Promise<void> {
  const until = Date.now() + CALLS_SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * A signed-in page of the inbox's tabs (a list, or an item's page), drawn as the browser's first draw would draw it,
 * with the answers it was drawn from. A dialog over a list (a reminder) is drawn as its list: a dialog opens in a portal,
 * which only the browser mounts. Null for any other page: signed out (the app sends the person to sign in), a path
 * the router redirects (`/inbox` itself), or a list when `lists` is false (the browser's remembered filters, which a
 * list opens on, did not reach the server).
 *
 * It runs in the server's render worker (server `http/serverRender.ts`), one page at a time, with the app's own
 * module-level query cache and wording: the worker gives it a browser's globals (its localStorage and width as the
 * browser's cookie tells them) and a `fetch` that asks the API as the person whose page it is. Nothing of one page is
 * left for the next: the cache is cleared first.
 */
export async function renderPage(url: string, language: TLocale, { lists }: { lists: boolean }): Promise<TServerDrawn | null> {
  queryClient.clear();
  // The worker's width query answers as the browser's cookie says.
  const cards = window.matchMedia(CARD_LAYOUT_QUERY).matches;
  drawAsServer({ cards });
  started ??= initI18n(WEB_AREAS.flatMap((area) => (area.messages ? [area.messages] : [])));
  await started;
  await switchLanguage(language);
  const location = new URL(url, 'http://signoff.invalid');
  await prefetchSession(location.pathname);
  if (!queryClient.getQueryData(meQuery.queryKey)) return null;
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request(location));
  if (context instanceof Response || context.statusCode !== 200) return null;
  // The route under the inbox is a tab's: its list ('<tab>', maybe with a dialog over it) or an item's page.
  const inbox = context.matches.findIndex((match) => match.route.path === '/inbox');
  const tab = inbox < 0 ? undefined : context.matches[inbox + 1]?.route.path;
  if (!tab || !(lists || tab.includes(':'))) return null;
  await settled();
  if (queryClient.isFetching() > 0) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const title = documentTitle(
    context.matches.map((match) => ({ handle: match.route.handle })),
    (key) => i18n.t(key),
  );
  return { html, state: dehydrate(queryClient), title, cards };
}
