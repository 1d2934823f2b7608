import type { TServerArea } from '../../area.ts';
import { AssetRequestsService } from './requestService.ts';
import { AssetsService } from './assetService.ts';
import { assetsRoutes } from './routes.ts';
import { seedAssets } from './seed.ts';
import { scaleAssets } from './scale.ts';
import { SoftwareService } from './softwareService.ts';
import { AssetImportsService } from './importService.ts';
import { AssetPoliciesService } from './policyService.ts';
import { seedSoftware } from './softwareSeed.ts';

export const assetsArea: TServerArea = {
  key: 'assets',
  tab: 'assets',
  permission: 'assets',
  opensProfiles: true,
  create: (context) => {
    const requests = new AssetRequestsService(context.db);
    return {
      routes: (app) =>
        assetsRoutes(app, {
          requests,
          assets: new AssetsService(context.db),
          software: new SoftwareService(context.db),
          imports: new AssetImportsService(context.db),
          policies: new AssetPoliciesService(context.db),
        }),
      counts: (actor) => ({ count_asset_requests: requests.pendingCount(actor) }),
    };
  },
  scale: scaleAssets,
  seed: async (tx, companies, storage) => {
    await seedAssets(tx, companies, storage);
    await seedSoftware(tx, companies, storage);
  },
};
