import type { TServerArea } from '../../area.ts';
import { AssetRequestsService } from './requestService.ts';
import { AssetsService } from './assetService.ts';
import { assetsRoutes } from './routes.ts';
import { seedAssets } from './seed.ts';
import { scaleAssets } from './scale.ts';

export const assetsArea: TServerArea = {
  key: 'assets',
  tab: 'assets',
  permission: 'assets',
  opensProfiles: true,
  create: (context) => {
    const requests = new AssetRequestsService(context.db);
    return {
      routes: (app) => assetsRoutes(app, { requests, assets: new AssetsService(context.db) }),
      counts: (actor) => ({ count_asset_requests: requests.pendingCount(actor) }),
    };
  },
  scale: scaleAssets,
  seed: seedAssets,
};
