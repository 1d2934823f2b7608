import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { TEAM_CALENDAR_MODAL_WIDTH, dayOffColour } from '@signoff/contract/calendar';
import type { TDaysOffDetailResponse } from '@signoff/contract/daysOffInbox';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { CalendarLegend, MonthCalendar, scheduleForMonth, type TMonthCalendarItem } from '../../../widgets/MonthCalendar.tsx';
import { daysOffKeys } from './api/daysOffKeys.ts';
import { listCoworkersDaysOff } from './api/listCoworkersDaysOff.ts';

/**
 * The team calendar (spec 01 §2): coworkers' days off around the request, its own days outlined, the company's
 * holidays, and the requester's days off work greyed; any month can be browsed. Width 1000.
 */
export function TeamCalendarModal({ opened, onClose, detail }: { opened: boolean; onClose: () => void; detail: TDaysOffDetailResponse }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs(detail.request_dates[0]?.date).startOf('month').format('YYYY-MM-DD'));
  const coworkers = useQuery({
    queryKey: daysOffKeys.coworkers(detail.request_id, month),
    queryFn: () => listCoworkersDaysOff(detail.request_id, month),
    enabled: opened,
    // The month shown stays until the next one arrives, so browsing does not flash a spinner.
    placeholderData: keepPreviousData,
  });
  const items: TMonthCalendarItem[] = [
    ...(coworkers.data?.company_days_off ?? []).map((c) => ({
      key: `company-${c.date}`,
      date: c.date,
      label: c.special_name,
      colour: dayOffColour(c),
      isCompanyHoliday: true,
    })),
    ...detail.request_dates.map((d) => ({
      key: `request-${d.id}`,
      date: d.date,
      label: detail.employee_name,
      colour: dayOffColour({ type: d.type, color: d.color }),
      duration_minutes: d.duration_minutes,
      isHighlighted: true,
    })),
    ...(coworkers.data?.calendar_coworkers ?? []).flatMap((c) =>
      c.days_off.map((d, i) => ({
        key: `${c.employee_id}-${d.date}-${i}`,
        date: d.date,
        label: `${c.name} · ${d.custom_type_name ?? t(`daysOff.type.${d.type}`)}`,
        colour: dayOffColour({ type: d.type, color: d.color }),
        start_minutes: d.start_minutes,
        duration_minutes: d.duration_minutes,
        am_pm_hint: d.am_pm_hint,
        isPending: d.approved === 0,
      })),
    ),
  ];
  return (
    <Dialog opened={opened} onClose={onClose} title={t('daysOff.teamCalendar')} size={TEAM_CALENDAR_MODAL_WIDTH} centered>
      {coworkers.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : coworkers.error ? (
        <ErrorBox error={coworkers.error} />
      ) : (
        <Stack gap="sm">
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            items={items}
            scheduledMinutes={coworkers.data ? scheduleForMonth(month, coworkers.data.weekly_schedule_minutes) : undefined}
            label={t('daysOff.teamCalendar')}
          />
          <CalendarLegend withRequest />
        </Stack>
      )}
    </Dialog>
  );
}
