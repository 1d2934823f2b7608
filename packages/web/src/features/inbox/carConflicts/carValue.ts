import type { TFunction } from 'i18next';
import type { TCarFieldName } from '@signoff/contract/cars';
import type { TFieldValue } from '@signoff/contract/conflicts';
import { formatDate, formatEur, toLocale } from '@signoff/contract/format';

/** A car field's value as people read it: options in words, dates DD/MM/YYYY, amounts in EUR, CO2 in g/km. */
export function formatCarValue(t: TFunction, language: string, field: TCarFieldName, value: TFieldValue): string {
  if (value === null || value === '') return t('carConflicts.notSet');
  switch (field) {
    case 'fuel':
      return t(`carConflicts.fuel.${String(value)}`, { defaultValue: String(value) });
    case 'usage_type':
      return t(`carConflicts.usage.${String(value)}`, { defaultValue: String(value) });
    case 'is_utility_vehicle':
      return t(`carConflicts.utility.${String(value)}`, { defaultValue: String(value) });
    case 'catalogue_value':
    case 'own_contribution':
      return typeof value === 'number' ? formatEur(value, toLocale(language)) : String(value);
    case 'co2_g_km':
    case 'co2_g_km_wltp':
      return t('carConflicts.co2', { value: String(value) });
    case 'date_first_registration':
    case 'date_commissioning':
    case 'start_date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'plate':
      return String(value);
  }
}
