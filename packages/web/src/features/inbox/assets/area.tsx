import type { TWebArea } from '../../../app/area.ts';
import { assetsMessages } from './messages.ts';
import { PersonAssetsSection } from './PersonAssetsSection.tsx';
import { PersonLicensesSection } from './PersonLicensesSection.tsx';
import { PersonPoliciesSection } from './PersonPoliciesSection.tsx';

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
    { key: 'assets', Component: PersonAssetsSection },
    { key: 'licenses', Component: PersonLicensesSection },
    { key: 'policies', Component: PersonPoliciesSection },
  ],
  messages: assetsMessages,
};
