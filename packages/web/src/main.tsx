import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n/index.ts';
import { WEB_AREAS } from './app/areas.ts';
import { App } from './app/App.tsx';

initI18n(WEB_AREAS.flatMap((area) => (area.messages ? [area.messages] : [])));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
