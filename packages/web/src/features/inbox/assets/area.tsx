import type { TWebArea } from '../../../app/area.ts';
import { assetsMessages } from './messages.ts';
import { PersonAssetsSection } from './PersonAssetsSection.tsx';

export const assetsArea: TWebArea = {
  key: 'assets',
  tab: 'assets',
  inboxRoutes: [
    { path: 'assets', lazy: async () => ({ Component: (await import('./AssetRequestsListPage.tsx')).AssetRequestsListPage }) },
    {
      path: 'assets/:request_id',
      lazy: async () => ({ Component: (await import('./AssetRequestDetailPage.tsx')).AssetRequestDetailPage }),
    },
  ],
  personSections: [{ key: 'assets', Component: PersonAssetsSection }],
  messages: assetsMessages,
};
