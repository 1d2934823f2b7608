import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEur,
  formatFileSize,
  formatPricePerKm,
  NUMBER_LOCALE,
  LOCALES,
  parseDmy,
  roundMoney,
  toLocale,
} from '../src/format.ts';
import { formatUploadLimit } from '../src/upload.ts';
import { halfOfDay, isPartialDay } from '../src/halfDay.ts';

describe('formatting', () => {
  it('shows dates as DD/MM/YYYY and times as HH:mm, DD/MM/YYYY', () => {
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDateTime(new Date(2026, 2, 4, 9, 5))).toBe('09:05, 04/03/2026');
  });

  it('shows a YYYY-MM-DD day as dayjs does, whether it is on the calendar or not', () => {
    const days = ['2024-02-29', '2023-02-29', '2026-02-31', '2026-04-31', '2026-12-31', '2026-13-01', '2026-00-10', '2026-01-00'];
    days.push('2000-02-29', '1900-02-29', '0050-01-01', '1000-01-01', '9999-12-31', '2026-1-01', ' 2026-01-01');
    for (let d = dayjs('2023-12-25'); d.isBefore('2025-01-08'); d = d.add(1, 'day')) days.push(d.format('YYYY-MM-DD'));
    for (const day of days) {
      const parsed = dayjs(day);
      expect(formatDate(day), day).toBe(parsed.isValid() ? parsed.format('DD/MM/YYYY') : '');
    }
    expect(formatDate('2023-02-29')).toBe('01/03/2023');
  });

  it('parses DD/MM/YYYY strictly', () => {
    expect(parseDmy('04/03/2026')).toBe('2026-03-04');
    expect(parseDmy('31/02/2026')).toBeNull();
    expect(parseDmy('2026-03-04')).toBeNull();
  });

  it('formats euros and the price per kilometre with 4 decimals', () => {
    expect(formatEur(1234.5)).toBe('€1,234.50');
    expect(formatPricePerKm(0.428)).toBe('€0.4280');
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.5 * 0.428)).toBe(5.35);
  });
});

describe('numbers in the language of the reader', () => {
  // Intl writes a (narrow) no-break space in some locales; compare with plain spaces.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('writes euros the Dutch and French way', () => {
    expect(plain(formatEur(1234.5, 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatEur(1234.5, 'fr'))).toBe('1 234,50 €');
    expect(plain(formatPricePerKm(0.428, 'nl'))).toBe('€ 0,4280');
    expect(plain(formatPricePerKm(0.428, 'fr'))).toBe('0,4280 €');
  });

  it('uses the decimal comma for plain numbers, file sizes and upload limits', () => {
    expect(formatDecimal(2.5, 'en')).toBe('2.5');
    expect(formatDecimal(2.5, 'nl')).toBe('2,5');
    expect(formatDecimal(2.5, 'fr')).toBe('2,5');
    expect(formatDecimal(1 / 3, 'nl')).toBe('0,33');
    expect(formatFileSize(2.4 * 1024 * 1024, 'fr')).toBe('2,4 MB');
    expect(formatUploadLimit(0.75 * 1024 * 1024, 'nl')).toBe('0,75 MB');
  });

  it('writes every number as Intl writes it for the language, sign, grouping and rounding included', () => {
    // Halves that binary cannot hold (1.005, 2.675), every cent and tenth of a cent up to 20 €, negatives, zero and -0,
    // tiny and huge numbers, and a spread of random ones at every magnitude.
    const values = [0, -0, 1.005, 2.675, 0.125, -0.125, 0.005, -0.001, 0.0049, 999.995, 999999.995, 1e21, 1.5e21, 1e-7, 123456789.125];
    values.push(Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 4.35, 8.325, 1.45, 0.45);
    for (let mills = 0; mills <= 20_000; mills += 1) values.push(mills / 1000, -mills / 1000);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) values.push((random() - 0.3) * 10 ** Math.floor(random() * 12 - 3));
    for (const locale of LOCALES) {
      const intl = NUMBER_LOCALE[locale];
      const eur = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' });
      const perKm = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR', minimumFractionDigits: 4, maximumFractionDigits: 4 });
      const decimals = [0, 1, 2, 3, 4].map((max) => new Intl.NumberFormat(intl, { maximumFractionDigits: max }));
      const wrong: string[] = [];
      const check = (what: string, ours: string, theirs: string) => void (ours !== theirs && wrong.push(`${what}: ${ours} ≠ ${theirs}`));
      for (const value of values) {
        check(`${value} €`, formatEur(value, locale), eur.format(value));
        check(`${value} €/km`, formatPricePerKm(value, locale), perKm.format(value));
        decimals.forEach((format, max) => check(`${value} to ${max}`, formatDecimal(value, locale, max), format.format(value)));
      }
      expect(wrong.slice(0, 20), `${locale}: ${wrong.length} differ`).toEqual([]);
    }
  });

  it('reduces any language tag to one the app speaks', () => {
    expect(toLocale('nl-BE')).toBe('nl');
    expect(toLocale('fr')).toBe('fr');
    expect(toLocale('de')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('file sizes', () => {
  it('reads in bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('half-day rule', () => {
  it('treats 300 minutes or less as a partial day', () => {
    expect(isPartialDay(300)).toBe(true);
    expect(isPartialDay(301)).toBe(false);
  });

  it('is morning when the midpoint is before minute 720, else afternoon', () => {
    expect(halfOfDay(540, 240)).toBe('morning');
    expect(halfOfDay(570, 300)).toBe('afternoon'); // midpoint exactly 720
    expect(halfOfDay(569, 300)).toBe('morning');
    expect(halfOfDay(780, 240)).toBe('afternoon');
    expect(halfOfDay(540, 480)).toBeNull();
  });
});
