import dayjs from 'dayjs';

export const PAY_FREQUENCIES = ['weekly', 'fourWeekly', 'monthly'] as const;
export type TPayFrequency = (typeof PAY_FREQUENCIES)[number];

/** Period end helper (spec 02 §5): weekly adds 6 days, fourWeekly adds 27, monthly ends at the end of the month. */
export function periodEnd(startIso: string, frequency: TPayFrequency): string {
  const start = dayjs(startIso);
  switch (frequency) {
    case 'weekly':
      return start.add(6, 'day').format('YYYY-MM-DD');
    case 'fourWeekly':
      return start.add(27, 'day').format('YYYY-MM-DD');
    case 'monthly':
      return start.endOf('month').format('YYYY-MM-DD');
  }
}

export type TPayPeriod = { period: number; year: number; start: string; end: string };

/** Start of period n of a year: monthly periods are calendar months, weekly and four-weekly ones count from 1 January. */
export function periodStart(year: number, period: number, frequency: TPayFrequency): string {
  const jan1 = dayjs(`${year}-01-01`);
  switch (frequency) {
    case 'monthly':
      return jan1.add(period - 1, 'month').format('YYYY-MM-DD');
    case 'weekly':
      return jan1.add((period - 1) * 7, 'day').format('YYYY-MM-DD');
    case 'fourWeekly':
      return jan1.add((period - 1) * 28, 'day').format('YYYY-MM-DD');
  }
}

/** The period that holds a date; the tail of a year that does not fill a whole period belongs to the last one. */
export function periodOf(dateIso: string, frequency: TPayFrequency): TPayPeriod {
  const d = dayjs(dateIso);
  const year = d.year();
  let period: number;
  switch (frequency) {
    case 'monthly':
      period = d.month() + 1;
      break;
    case 'weekly':
      period = Math.min(52, Math.floor(d.diff(dayjs(`${year}-01-01`), 'day') / 7) + 1);
      break;
    case 'fourWeekly':
      period = Math.min(13, Math.floor(d.diff(dayjs(`${year}-01-01`), 'day') / 28) + 1);
      break;
  }
  return describePeriod(year, period, frequency);
}

export function periodsPerYear(frequency: TPayFrequency): number {
  return frequency === 'monthly' ? 12 : frequency === 'weekly' ? 52 : 13;
}

export function describePeriod(year: number, period: number, frequency: TPayFrequency): TPayPeriod {
  const start = periodStart(year, period, frequency);
  const isLast = period === periodsPerYear(frequency);
  const end = isLast ? `${year}-12-31` : periodEnd(start, frequency);
  return { period, year, start, end };
}

/** The open period holding `fromIso` and the ones after it, across year ends. */
export function nextPeriods(fromIso: string, frequency: TPayFrequency, count: number): TPayPeriod[] {
  const out: TPayPeriod[] = [];
  let current = periodOf(fromIso, frequency);
  while (out.length < count) {
    out.push(current);
    current =
      current.period === periodsPerYear(frequency)
        ? describePeriod(current.year + 1, 1, frequency)
        : describePeriod(current.year, current.period + 1, frequency);
  }
  return out;
}
