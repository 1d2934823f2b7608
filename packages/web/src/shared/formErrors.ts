import type { z } from 'zod';
import type { TFunction } from 'i18next';

/**
 * Field messages from a contract schema's issues, in the user's language: the i18n key is
 * `<scope>.<field>.<issue code>` (e.g. payout.errors.payout_other_reason.custom); without a translation the
 * contract's own (English) message shows. One message per field, the first.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], t: TFunction, scope: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    errors[field] = t(`${scope}.${field}.${issue.code}`, { defaultValue: issue.message });
  }
  return errors;
}
