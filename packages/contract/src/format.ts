import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A YYYY-MM-DD whose day is on the calendar, in a year dayjs reads as written (it takes 0050 for 1950). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1]! + (leap ? 1 : 0);
}

/** Dates are shown as DD/MM/YYYY everywhere (spec §9). */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A day as the database reads it is rearranged without a parse (dayjs was a few per cent of a list's CPU under load,
  // decision 0011); anything else, and a day off the calendar (dayjs rolls 31/02 over into March), as before.
  const iso = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (iso && isCalendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

/** Processing times read "HH:mm, DD/MM/YYYY" (spec 02 §9). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('HH:mm, DD/MM/YYYY') : '';
}

/** Parses DD/MM/YYYY (what forms send) into YYYY-MM-DD, or null when it is not a real date. */
export function parseDmy(value: string): string | null {
  const d = dayjs(value, 'DD/MM/YYYY', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** The languages of the app; numbers follow the Belgian conventions of each (the demo company is in Belgium). */
export const LOCALES = ['en', 'nl', 'fr'] as const;
export type TLocale = (typeof LOCALES)[number];
const NUMBER_LOCALE: Record<TLocale, string> = { en: 'en-IE', nl: 'nl-BE', fr: 'fr-BE' };

/** A language as i18next reports it ('nl', 'fr-BE', undefined before start-up), reduced to one the app speaks. */
export function toLocale(language: string | null | undefined): TLocale {
  const short = (language ?? '').slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as TLocale) : 'en';
}

// Intl formatters are costly to build and lists format hundreds of values: one per locale and shape.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: TLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], options);
    formatters.set(key, format);
  }
  return format;
}

/** Euros as the locale writes them: €1,234.50 (en), € 1.234,50 (nl), 1 234,50 € (fr). */
export function formatEur(amount: number, locale: TLocale = 'en'): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
}

/** Price per kilometre is shown with 4 decimals (spec 02 §9), in the locale's way of writing euros. */
export function formatPricePerKm(amount: number, locale: TLocale = 'en'): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(amount);
}

/** A plain number with at most `maxDecimals` decimals and the locale's decimal separator: 2.5 (en), 2,5 (nl, fr). */
export function formatDecimal(value: number, locale: TLocale = 'en', maxDecimals = 2): string {
  return numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(value);
}

/** Money is computed in cents so 0.1 + 0.2 never shows up on a payslip. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** File sizes as people read them: 812 B, 14 KB, 2.4 MB (2,4 MB in nl and fr). */
export function formatFileSize(bytes: number, locale: TLocale = 'en'): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${formatDecimal(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale, 1)} MB`;
}
