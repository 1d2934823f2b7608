import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantineStyles.ts';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n/index.ts';
import { WEB_AREAS } from './app/areas.ts';
import { App, prefetchSession } from './app/App.tsx';
import { routerReady } from './app/router.tsx';
import { appStylesheetsReady } from './app/stylesheets.ts';
import { nextTask } from './shared/nextTask.ts';

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
