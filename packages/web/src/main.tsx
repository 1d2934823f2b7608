import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantineStyles.ts';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n/index.ts';
import { WEB_AREAS } from './app/areas.ts';
import { App, prefetchSession } from './app/App.tsx';
import { routerReady } from './app/router.tsx';
import { appStylesheetsReady } from './app/stylesheets.ts';

prefetchSession(window.location.pathname);
// The first render is a transition: React draws it in slices and leaves the main thread free between them.
void Promise.all([
  initI18n(WEB_AREAS.flatMap((area) => (area.messages ? [area.messages] : []))),
  routerReady(),
  appStylesheetsReady(),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
