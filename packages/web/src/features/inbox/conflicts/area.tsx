import type { TWebArea } from '../../../app/area.ts';
import { conflictsMessages } from './messages.ts';

const detail = async () => ({ Component: (await import('./ConflictDetailPage.tsx')).ConflictDetailPage });

export const conflictsArea: TWebArea = {
  key: 'conflicts',
  tab: 'conflicts',
  inboxRoutes: [
    { path: 'conflicts', lazy: async () => ({ Component: (await import('./ConflictsListPage.tsx')).ConflictsListPage }) },
    // Spec 02 §2.1: rows of an integration with the push-profile feature open /conflicts/{id}, others /conflicts/single/{id}.
    { path: 'conflicts/:id', lazy: detail },
    { path: 'conflicts/single/:id', lazy: detail },
  ],
  messages: conflictsMessages,
};
