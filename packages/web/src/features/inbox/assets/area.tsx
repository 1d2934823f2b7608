import { lazy } from 'react';
import type { TWebArea } from '../../../app/area.ts';
import { assetsMessages } from './messages.ts';

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
