import type { FastifyInstance } from 'fastify';
import { assetRequestsEndpoints as requests, assetsEndpoints as api } from '@signoff/contract/api/assets';
import { softwareEndpoints as software } from '@signoff/contract/api/software';
import { assetImportsEndpoints as imports, assetPoliciesEndpoints as policies } from '@signoff/contract/api/assetImports';
import { route } from '../../http/route.ts';
import type { AssetRequestsService } from './requestService.ts';
import type { AssetsService } from './assetService.ts';
import type { SoftwareService } from './softwareService.ts';
import type { AssetImportsService } from './importService.ts';
import type { AssetPoliciesService } from './policyService.ts';

export type TAssetsServices = {
  requests: AssetRequestsService;
  assets: AssetsService;
  software: SoftwareService;
  imports: AssetImportsService;
  policies: AssetPoliciesService;
};

export function assetsRoutes(app: FastifyInstance, services: TAssetsServices) {
  route(app, requests.list, async ({ actor, query }) => services.requests.list(actor, query));
  route(app, requests.excel, async ({ actor, query }) => services.requests.excel(actor, query));
  route(app, requests.detail, async ({ actor, query }) => services.requests.detail(actor, query.id));
  route(app, requests.accept, async ({ actor, body }) => services.requests.decide(actor, body, 'accepted'));
  route(app, requests.decline, async ({ actor, body }) => services.requests.decide(actor, body, 'declined'));
  route(app, requests.add, async ({ actor, body }) => services.requests.add(actor, body));

  route(app, api.list, async ({ actor, query }) => services.assets.list(actor, query));
  route(app, api.excel, async ({ actor, query }) => services.assets.excel(actor, query.keyword));
  route(app, api.pendingAssets, async ({ actor, params }) => services.assets.pendingAssets(actor, params.id));
  route(app, api.types, async ({ actor, query }) => services.assets.types(actor, query));
  route(app, api.detail, async ({ actor, params }) => services.assets.detail(actor, params.id));
  route(app, api.add, async ({ actor, body }) => services.assets.add(actor, body));
  route(app, api.edit, async ({ actor, body }) => services.assets.edit(actor, body));
  route(app, api.delete, async ({ actor, body }) => services.assets.setDeleted(actor, body.asset_id, true));
  route(app, api.undelete, async ({ actor, body }) => services.assets.setDeleted(actor, body.asset_id, false));

  softwareRoutes(app, services.software);

  route(app, imports.template, async ({ actor, query }) => services.imports.template(actor, query.kind));
  route(app, imports.preview, async ({ actor, body }) => services.imports.preview(actor, body));
  route(app, imports.run, async ({ actor, body }) => services.imports.run(actor, body));
  route(app, imports.undo, async ({ actor, body }) => services.imports.undo(actor, body.excel_import_id));
  route(app, imports.list, async ({ actor, query }) => services.imports.list(actor, query.page));

  route(app, policies.addAssetPolicy, async ({ actor, body }) => services.policies.addAssetPolicy(actor, body));
  route(app, policies.addCarPolicy, async ({ actor, body }) => services.policies.addCarPolicy(actor, body));
  route(app, policies.employeePolicies, async ({ actor, params }) => services.policies.employeePolicies(actor, params.id));
}

function softwareRoutes(app: FastifyInstance, service: SoftwareService) {
  route(app, software.licenses, async ({ actor, query }) => service.licenses(actor, query));
  route(app, software.grouped, async ({ actor, query }) => service.grouped(actor, query));
  route(app, software.excel, async ({ actor, query }) => service.excel(actor, query.keyword));
  route(app, software.products, async ({ actor, query }) => service.products(actor, query));
  route(app, software.productDetail, async ({ actor, params }) => service.productDetail(actor, params.id));
  route(app, software.productCustomFields, async ({ actor, params }) => service.customFields(actor, params.id));
  route(app, software.licenseDetail, async ({ actor, params }) => service.licenseDetail(actor, params.id));
  route(app, software.productLicenses, async ({ actor, params, query }) => service.licenses(actor, query, params.id));
  route(app, software.employeeLicenses, async ({ actor, params }) => service.employeeLicenses(actor, params.employee_id));
  route(app, software.addProduct, async ({ actor, body }) => service.addProduct(actor, body));
  route(app, software.editProduct, async ({ actor, body }) => service.editProduct(actor, body));
  route(app, software.deleteProduct, async ({ actor, body }) => service.deleteProduct(actor, body.product_id));
  route(app, software.addLicense, async ({ actor, body }) => service.addLicense(actor, body));
  route(app, software.editLicense, async ({ actor, body }) => service.editLicense(actor, body.license_id, body.username));
  route(app, software.deleteLicense, async ({ actor, body }) => service.setActive(actor, body.license_id, false));
  route(app, software.reactivateLicense, async ({ actor, body }) => service.setActive(actor, body.license_id, true));
}
