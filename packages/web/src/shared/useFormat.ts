import { useMemo } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/nl.js';
import 'dayjs/locale/fr.js';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatEur, formatFileSize, formatPricePerKm, toLocale, type TLocale } from '@signoff/contract/format';

export type TFormat = {
  locale: TLocale;
  money: (amount: number) => string;
  pricePerKm: (amount: number) => string;
  decimal: (value: number, maxDecimals?: number) => string;
  fileSize: (bytes: number) => string;
  /** "maandag", "lundi": the weekday of an ISO date in the reader's language. */
  weekday: (isoDate: string) => string;
  /** "maart 2026", "mars 2026": a calendar's title. */
  monthYear: (isoDate: string) => string;
};

/**
 * The one way the web writes numbers, money and the names of months and weekdays: in the language the user chose, so
 * switching language re-renders every amount. Dates themselves stay DD/MM/YYYY in every language (spec §9).
 */
export function useFormat(): TFormat {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  return useMemo(
    () => ({
      locale,
      money: (amount) => formatEur(amount, locale),
      pricePerKm: (amount) => formatPricePerKm(amount, locale),
      decimal: (value, maxDecimals) => formatDecimal(value, locale, maxDecimals),
      fileSize: (bytes) => formatFileSize(bytes, locale),
      weekday: (isoDate) => dayjs(isoDate).locale(locale).format('dddd'),
      monthYear: (isoDate) => dayjs(isoDate).locale(locale).format('MMMM YYYY'),
    }),
    [locale],
  );
}
