import type { TAddAssetPolicy, TAddCarPolicy, TPolicy } from '@signoff/contract/assetPolicies';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { assetPolicies } from '../../db/schema/policies.ts';
import { cars } from '../../db/schema/cars.ts';
import { contractTemplates } from '../../db/schema/contracts.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { viewerScope } from '../../auth/scope.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { ASSETS_PERMISSION } from './requestService.ts';

/**
 * Asset and car policies (spec 02 §7.4): a document made for an employee from a contract template, kept with the text
 * it had then. HR with the assets permission makes them; the person's page lists them.
 */
export class AssetPoliciesService {
  constructor(private readonly db: Db) {}

  private assertManager(actor: Actor) {
    assertCanWrite(actor);
    if (!hasPermission(actor, ASSETS_PERMISSION)) throw new HttpError(403, 'FORBIDDEN', 'You need the assets permission to make policies');
  }

  private async template(tx: DbOrTx, actor: Actor, templateId: number) {
    const [row] = await tx
      .select({ id: contractTemplates.id, name: contractTemplates.name, contentHtml: contractTemplates.contentHtml })
      .from(contractTemplates)
      .where(
        and(eq(contractTemplates.companyId, actor.companyId), eq(contractTemplates.id, templateId), isNull(contractTemplates.deletedAt)),
      );
    if (!row) throw notFound('This template');
    return row;
  }

  private async insert(tx: DbOrTx, actor: Actor, row: Omit<typeof assetPolicies.$inferInsert, 'companyId' | 'createdByUserId'>) {
    const [created] = await tx
      .insert(assetPolicies)
      .values({ ...row, companyId: actor.companyId, createdByUserId: actor.userId })
      .returning({ id: assetPolicies.id });
    await recordAudit(tx, actor, {
      area: 'assets',
      action: row.kind === 'car' ? 'car_policy_added' : 'asset_policy_added',
      objectType: 'asset_policy',
      objectId: created!.id,
      after: { employee_id: row.employeeId, template_id: row.templateId, asset_ids: row.assetIds ?? [], car_id: row.carId ?? null },
    });
    return { policy_id: created!.id };
  }

  async addAssetPolicy(actor: Actor, input: TAddAssetPolicy) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const [person] = await tx
        .select({ id: employees.id, name: employees.name })
        .from(employees)
        .where(and(eq(employees.companyId, actor.companyId), eq(employees.id, input.employee_id)));
      if (!person) throw notFound('This person');
      const template = await this.template(tx, actor, input.template_id);
      // The assets are locked so none changes owner or is deleted while the policy names it.
      const held = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(
          and(
            eq(assets.companyId, actor.companyId),
            inArray(assets.id, input.selected_assets),
            eq(assets.ownerEmployeeId, input.employee_id),
            eq(assets.isDeleted, false),
          ),
        )
        .for('update');
      if (held.length !== input.selected_assets.length)
        throw badRequest('ASSET_NOT_HELD', 'Every selected asset must be one this person holds', {
          selected_assets: 'Select assets of this person',
        });
      return this.insert(tx, actor, {
        kind: 'assets',
        employeeId: person.id,
        templateId: template.id,
        name: `${template.name} — ${person.name}`,
        contentHtml: template.contentHtml,
        assetIds: [...input.selected_assets].sort((a, b) => a - b),
      });
    });
  }

  async addCarPolicy(actor: Actor, input: TAddCarPolicy) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const [car] = await tx
        .select({ id: cars.id, plate: cars.licensePlate, owner: cars.ownerEmployeeId, ownerName: employees.name })
        .from(cars)
        .leftJoin(employees, eq(employees.id, cars.ownerEmployeeId))
        .where(and(eq(cars.companyId, actor.companyId), eq(cars.id, input.car_id)))
        .for('update', { of: cars });
      if (!car) throw notFound('This car');
      if (car.owner === null || car.ownerName === null)
        throw badRequest('CAR_WITHOUT_DRIVER', 'This car has no driver to make a policy for', { car_id: 'Choose a car with a driver' });
      const template = await this.template(tx, actor, input.template_id);
      return this.insert(tx, actor, {
        kind: 'car',
        employeeId: car.owner,
        templateId: template.id,
        name: `${template.name} — ${car.plate}`,
        contentHtml: template.contentHtml,
        carId: car.id,
      });
    });
  }

  async employeePolicies(actor: Actor, employeeId: number): Promise<{ items: TPolicy[] }> {
    const [person] = await this.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, employeeId), viewerScope(actor, ASSETS_PERMISSION)));
    if (!person) throw notFound('This person');
    const rows = await this.db
      .select({ policy: assetPolicies, by: users.name })
      .from(assetPolicies)
      .innerJoin(users, eq(users.id, assetPolicies.createdByUserId))
      .where(and(eq(assetPolicies.companyId, actor.companyId), eq(assetPolicies.employeeId, employeeId)))
      .orderBy(desc(assetPolicies.createdAt), desc(assetPolicies.id))
      .limit(200);
    return {
      items: rows.map(({ policy: p, by }) => ({
        id: p.id,
        kind: p.kind,
        name: p.name,
        template_id: p.templateId,
        asset_ids: p.assetIds,
        car_id: p.carId,
        created_by_name: by,
        created_at: p.createdAt.toISOString(),
      })),
    };
  }
}
