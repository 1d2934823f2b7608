import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '@signoff/contract/firstLoad';
import './app/mantineStyles.ts';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n/index.ts';
import { WEB_AREAS } from './app/areas.ts';
import { App, prefetchSession } from './app/App.tsx';
import { routerReady } from './app/router.tsx';
import { appStylesheetsReady } from './app/stylesheets.ts';
import { nextTask } from './shared/nextTask.ts';
import { queryClient } from './shared/queryClient.ts';
import { drawRowsAtOnce } from './shared/list/useRowsLater.ts';
import { keepFirstDrawCookie } from './shared/firstDrawCookie.ts';

// A page the server drew came with the answers it was drawn from: in the cache before anything asks, the first draw
// is the server's again, and nothing is asked twice.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState) {
  hydrate(queryClient, JSON.parse(serverState));
  drawRowsAtOnce(true);
}
keepFirstDrawCookie();

const beforeFirstDraw = Promise.all([
  prefetchSession(window.location.pathname),
  initI18n(WEB_AREAS.flatMap((area) => (area.messages ? [area.messages] : []))),
  appStylesheetsReady(),
]);
// The modules' evaluation is one task; the router is made in the next (routerReady makes it), so a slow phone has two
// shorter ones.
void nextTask()
  .then(() => Promise.all([beforeFirstDraw, routerReady()]))
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // The first render is a transition: React draws it in slices and leaves the main thread free between them.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
