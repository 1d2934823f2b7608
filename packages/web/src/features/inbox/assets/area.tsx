import { lazy } from 'react';
import type { TWebArea } from '../../../app/area.ts';
import { assetsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const assetsArea: TWebArea = {
  key: 'assets',
  tab: 'assets',
  inboxRoutes: [
    {
      path: 'assets',
      loader: routeData(async () => (await import('./api/listAssetRequests.ts')).openingAssetRequestsPage()),
      lazy: async () => ({ Component: (await import('./AssetRequestsListPage.tsx')).AssetRequestsListPage }),
    },
    {
      path: 'assets/:request_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.request_id);
        return id === null ? null : (await import('./api/getAssetRequest.ts')).assetRequestQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./AssetRequestDetailPage.tsx')).AssetRequestDetailPage }),
    },
  ],
  appRoutes: [
    {
      path: '/imports',
      handle: { title: 'assets.import.title' },
      lazy: async () => ({ Component: (await import('./AssetImportPage.tsx')).AssetImportPage }),
    },
  ],
  personSections: [
    { key: 'assets', Component: lazy(async () => ({ default: (await import('./PersonAssetsSection.tsx')).PersonAssetsSection })) },
    { key: 'licenses', Component: lazy(async () => ({ default: (await import('./PersonLicensesSection.tsx')).PersonLicensesSection })) },
    { key: 'policies', Component: lazy(async () => ({ default: (await import('./PersonPoliciesSection.tsx')).PersonPoliciesSection })) },
  ],
  messages: assetsMessages,
};
