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
/** The Intl locale whose way of writing numbers each language follows (the tests hold the formatting below to it). */
export const NUMBER_LOCALE: Record<TLocale, string> = { en: 'en-IE', nl: 'nl-BE', fr: 'fr-BE' };

/** A language as i18next reports it ('nl', 'fr-BE', undefined before start-up), reduced to one the app speaks. */
export function toLocale(language: string | null | undefined): TLocale {
  const short = (language ?? '').slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as TLocale) : 'en';
}

/**
 * How each language writes a number, as Intl writes it for NUMBER_LOCALE. Written out rather than asked of Intl: the
 * first Intl number (or date) formatter a page builds loads the platform's locale data, 50–330 ms of one task on a
 * slow phone (Chromium at 4× CPU), where these three fixed shapes cost nothing (decision 0021).
 */
const NUMBER_SHAPE: Record<TLocale, { group: string; decimal: string; money: (digits: string, sign: string) => string }> = {
  en: { group: ',', decimal: '.', money: (digits, sign) => `${sign}€${digits}` },
  nl: { group: '.', decimal: ',', money: (digits, sign) => `€\u00a0${sign}${digits}` },
  fr: { group: '\u202f', decimal: ',', money: (digits, sign) => `${sign}${digits}\u00a0€` },
};

/** Adds one to a string of decimal digits: '129' → '130', '99' → '100'. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * |value| with `minDecimals` to `maxDecimals` decimals, rounded half away from zero on its shortest decimal form (what
 * String() writes), as Intl rounds: 1.005 → 1.01 and 0.125 → 0.13, though neither is exact in binary.
 */
function unsignedDigits(value: number, minDecimals: number, maxDecimals: number, shape: { group: string; decimal: string }): string {
  const abs = Math.abs(value);
  if (Number.isNaN(abs)) return 'NaN';
  if (abs === Infinity) return '∞';
  const [, whole = '', fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs)) ?? [];
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + maxDecimals + 1, '0');
  let kept = digits.slice(0, point + maxDecimals);
  if (digits[point + maxDecimals]! >= '5') {
    kept = incremented(kept);
    if (kept.length > point + maxDecimals) point++;
  }
  const integer = kept.slice(0, point).replace(/^0+(?=\d)/, '');
  let decimals = kept.slice(point);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, shape.group);
  return decimals ? `${grouped}${shape.decimal}${decimals}` : grouped;
}

/** Intl's sign: a minus for any negative number, -0 and amounts that round to zero included (-0.001 € reads -€0.00). */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

function money(amount: number, locale: TLocale, decimals: number): string {
  const shape = NUMBER_SHAPE[locale];
  return shape.money(unsignedDigits(amount, decimals, decimals, shape), signOf(amount));
}

/** Euros as the locale writes them: €1,234.50 (en), € 1.234,50 (nl), 1 234,50 € (fr). */
export function formatEur(amount: number, locale: TLocale = 'en'): string {
  return money(amount, locale, 2);
}

/** Price per kilometre is shown with 4 decimals (spec 02 §9), in the locale's way of writing euros. */
export function formatPricePerKm(amount: number, locale: TLocale = 'en'): string {
  return money(amount, locale, 4);
}

/** A plain number with at most `maxDecimals` decimals and the locale's decimal separator: 2.5 (en), 2,5 (nl, fr). */
export function formatDecimal(value: number, locale: TLocale = 'en', maxDecimals = 2): string {
  return signOf(value) + unsignedDigits(value, 0, maxDecimals, NUMBER_SHAPE[locale]);
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
