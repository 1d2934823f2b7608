import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Dates are shown as DD/MM/YYYY everywhere (spec §9). */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
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

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function formatEur(amount: number): string {
  return eur.format(amount);
}

/** Price per kilometre is shown with 4 decimals (spec 02 §9). */
export function formatPricePerKm(amount: number): string {
  return `€${amount.toFixed(4)}`;
}

/** Money is computed in cents so 0.1 + 0.2 never shows up on a payslip. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** File sizes as people read them: 812 B, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
