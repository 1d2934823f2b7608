import { z } from 'zod';
import { ZId, ZPerson } from './common.ts';
import { ZBudgetUsageSchema } from './daysOffLimit.ts';

/** Profile basics of /people/{id} (the rest of the profile belongs to the people area). */
export const ZPersonProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  manager: ZPerson.nullable(),
  second_manager: ZPerson.nullable(),
  is_active: z.boolean(),
});
export type TPersonProfile = z.infer<typeof ZPersonProfileSchema>;
export const ZPersonIdParamsSchema = z.object({ id: ZId });

/** getWeeklySchedule: minutes per weekday, Sunday first; null when the person has no schedule. */
export const ZWeeklyScheduleRequestSchema = z.object({ employee_id: ZId });
export const ZWeeklyScheduleResponseSchema = z.object({
  weekly_schedule: z.object({ minutes: z.array(z.number().int().min(0).max(1440)).length(7) }).nullable(),
});
export type TWeeklyScheduleResponse = z.infer<typeof ZWeeklyScheduleResponseSchema>;

/** listBudgetUsage(employee_id, year): one usage per day-off type (spec 01 §3). */
export const ZListBudgetUsageRequestSchema = z.object({ employee_id: ZId, year: z.coerce.number().int().min(1900).max(9999) });
export const ZTypedBudgetUsageSchema = ZBudgetUsageSchema.extend({
  custom_type_id: z.number().nullable(),
  type: z.enum(['education', 'sick_day', 'custom']),
});
export type TTypedBudgetUsage = z.infer<typeof ZTypedBudgetUsageSchema>;
export const ZListBudgetUsageResponseSchema = z.object({
  budgets: z.object({ default_types: z.array(ZTypedBudgetUsageSchema), custom_types: z.array(ZTypedBudgetUsageSchema) }),
});
export type TListBudgetUsageResponse = z.infer<typeof ZListBudgetUsageResponseSchema>;
