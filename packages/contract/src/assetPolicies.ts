import { z } from 'zod';
import { ZId } from './common.ts';

// ---- asset and car policies (spec 02 §7.4): a document for an employee made from a contract template

/** At most this many assets in one policy: a policy lists a person's equipment, not a warehouse. */
export const MAX_POLICY_ASSETS = 50;

export const ZAddAssetPolicySchema = z.object({
  /** The assets the policy covers; they must be the employee's. A comma-joined list is accepted too (a form post). */
  selected_assets: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(ZId)
      .min(1, 'Select at least one asset')
      .max(MAX_POLICY_ASSETS, `Select at most ${MAX_POLICY_ASSETS} assets`)
      .refine((ids) => new Set(ids).size === ids.length, 'An asset is selected twice'),
  ),
  employee_id: ZId,
  template_id: ZId,
});
export type TAddAssetPolicy = z.output<typeof ZAddAssetPolicySchema>;
export const ZAddCarPolicySchema = z.object({ car_id: ZId, template_id: ZId });
export type TAddCarPolicy = z.output<typeof ZAddCarPolicySchema>;
export const ZPolicyIdResponseSchema = z.object({ policy_id: z.number() });

export const ZPolicySchema = z.object({
  id: z.number(),
  kind: z.enum(['assets', 'car']),
  name: z.string(),
  template_id: z.number(),
  asset_ids: z.array(z.number()),
  car_id: z.number().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type TPolicy = z.infer<typeof ZPolicySchema>;
export const ZEmployeePoliciesResponseSchema = z.object({ items: z.array(ZPolicySchema) });
