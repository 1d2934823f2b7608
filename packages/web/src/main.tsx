import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './app/reactFirst.ts';
import { hydrate } from '@tanstack/react-query';
import { DRAWN_AS_CARDS_ATTRIBUTE, SERVER_STATE_ID } from '@signoff/contract/firstLoad';
import './app/mantineStyles.ts';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n/index.ts';
import { WEB_AREAS } from './app/areas.ts';
import { App, prefetchSession } from './app/App.tsx';
import { routerReady } from './app/router.tsx';
import { evaluateAhead } from './app/evaluateAhead.ts';
import { appStylesheetsReady } from './app/stylesheets.ts';
import { nextTask } from './shared/nextTask.ts';
import { queryClient } from './shared/queryClient.ts';
import { drawAsServer } from './shared/serverDrawn.ts';
import { keepFirstDrawCookie } from './shared/firstDrawCookie.ts';

// A page the server drew came with the answers it was drawn from: in the cache before anything asks, the first draw
// is the server's again, and nothing is asked twice.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState) {
  hydrate(queryClient, JSON.parse(serverState));
  drawAsServer({ cards: document.getElementById('root')!.hasAttribute(DRAWN_AS_CARDS_ATTRIBUTE) });
}
// The modules' evaluation is one task. The first draw's own work starts in the next (the session asked for, and the
// wording's files: an import per area), the page's files run one a task after it (evaluateAhead), then the router is
// made in a task and started in the next (routerReady), so a slow phone has short tasks; each took 4–5 ms of the
// modules' task before (decision 0021, stops 69 and 70).
void nextTask()
  .then(() => {
    const beforeFirstDraw = Promise.all([
      prefetchSession(window.location.pathname),
      initI18n(WEB_AREAS.flatMap((area) => (area.messages ? [area.messages] : []))),
      appStylesheetsReady(),
    ]);
    return evaluateAhead().then(() => Promise.all([beforeFirstDraw, routerReady()]));
  })
  .then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    const container = document.getElementById('root')!;
    // A page the server drew is hydrated: its markup stays and gets the app's handlers, and a press made while React
    // hydrates is replayed once its part is hydrated (one made before this script ran is lost). Where the browser's
    // first draw differs from the server's, React draws the page anew and reports the mismatch, as it is a defect. The
    // outline is drawn over instead. Either is a transition: React works in slices and leaves the main thread free
    // between them (hydration is one long task otherwise, as a default update is).
    startTransition(() => {
      if (serverState) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    // The cookie serves the next page the server draws, not this one: written between the slices of the first draw.
    setTimeout(keepFirstDrawCookie);
  });
