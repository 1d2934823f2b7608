import type { TWebArea } from '../../../app/area.ts';
import { assetsMessages } from './messages.ts';
import { AssetRequestsListPage } from './AssetRequestsListPage.tsx';
import { AssetRequestDetailPage } from './AssetRequestDetailPage.tsx';
import { PersonAssetsSection } from './PersonAssetsSection.tsx';

export const assetsArea: TWebArea = {
  key: 'assets',
  tab: 'assets',
  inboxRoutes: [
    { path: 'assets', element: <AssetRequestsListPage /> },
    { path: 'assets/:request_id', element: <AssetRequestDetailPage /> },
  ],
  personSections: [{ key: 'assets', Component: PersonAssetsSection }],
  messages: assetsMessages,
};
