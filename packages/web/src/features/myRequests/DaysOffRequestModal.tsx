import { Alert, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  MAX_DAYS_PER_REQUEST,
  STANDARD_DAY_MINUTES,
  buildDayEntries,
  daysOf,
  type TWeeklyScheduleMinutes,
} from '@signoff/contract/daysOff';
import { budgetBalance, type TLimitWarningUnit } from '@signoff/contract/daysOffLimit';
import { ApiError, errorText } from '../../shared/api.ts';
import { toast } from '../../shared/toast.ts';
import { useFormat, type TFormat } from '../../shared/useFormat.ts';
import { useDayOffTypes, useMyBudgets, useMySchedule, useSubmitDaysOff } from './api/myRequests.ts';
import { FormActions } from './FormActions.tsx';
import { GrowingTextarea } from '../../shared/GrowingTextarea.tsx';

type TPart = 'all_day' | 'am' | 'pm';
type Values = { type_id: string; from: string; to: string; part: TPart; message: string };

/** The server's schedule for someone without one (Monday to Friday, 8 hours). */
const DEFAULT_SCHEDULE: TWeeklyScheduleMinutes = [
  0,
  STANDARD_DAY_MINUTES,
  STANDARD_DAY_MINUTES,
  STANDARD_DAY_MINUTES,
  STANDARD_DAY_MINUTES,
  STANDARD_DAY_MINUTES,
  0,
];

const initialValues = (): Values => ({ type_id: '', from: '', to: '', part: 'all_day', message: '' });

/** The working days from `from` to `to` (the days the schedule gives minutes), capped at a request's maximum. */
function workingDays(from: string, to: string, schedule: TWeeklyScheduleMinutes): string[] {
  const start = dayjs(from, 'YYYY-MM-DD', true);
  const end = dayjs(to || from, 'YYYY-MM-DD', true);
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return [];
  const days: string[] = [];
  for (let d = start; !d.isAfter(end) && days.length < MAX_DAYS_PER_REQUEST; d = d.add(1, 'day'))
    if ((schedule[d.day()] ?? 0) > 0) days.push(d.format('YYYY-MM-DD'));
  return days;
}

function amountText(t: TFunction, format: TFormat, unit: TLimitWarningUnit, value: number) {
  const shown = unit === 'minutes' ? Math.round((value / 60) * 100) / 100 : value;
  return t(`myRequests.daysOff.unit.${unit}`, { count: shown, value: format.decimal(shown) });
}

/** A new days-off request for oneself: the type, the dates, a half day for a single day, and the balance it leaves. */
export function DaysOffRequestModal({ employeeId, opened, onClose }: { employeeId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const types = useDayOffTypes();
  const schedule = useMySchedule(employeeId);
  const submit = useSubmitDaysOff();
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      type_id: (v) => (v ? null : t('myRequests.daysOff.errors.type')),
      from: (v) => (v ? null : t('myRequests.daysOff.errors.from')),
      to: (v, values) => (v && values.from && v < values.from ? t('myRequests.daysOff.errors.to') : null),
    },
  });
  const { values } = form;
  const weekly = (schedule.data?.weekly_schedule?.minutes as TWeeklyScheduleMinutes | undefined) ?? DEFAULT_SCHEDULE;
  const isSingle = values.from !== '' && (values.to === '' || values.to === values.from);
  const part: TPart = isSingle ? values.part : 'all_day';
  const dates = workingDays(values.from, values.to, weekly);
  const entries = dates.length > 0 ? buildDayEntries({ amPmHint: part, date: dates, scheduledMinutes: weekly }) : [];
  const requestedMinutes = entries.reduce((sum, e) => sum + e.duration_minutes, 0);
  const requestedDays = entries.reduce((sum, e) => sum + daysOf(e.date, e.duration_minutes, weekly), 0);
  const year = values.from ? dayjs(values.from).year() : dayjs().year();
  const budgets = useMyBudgets(employeeId, year);
  const budget = budgets.data?.budgets.custom_types.find((b) => String(b.custom_type_id) === values.type_id) ?? null;
  const balance = budget ? budgetBalance(budget, requestedMinutes, Math.round(requestedDays * 10_000) / 10_000) : null;

  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };
  const send = () => {
    if (entries.length === 0) return;
    submit.mutate(
      {
        employee_id: employeeId,
        type: 'custom',
        custom_day_off_type_id: Number(values.type_id),
        send_notification: false,
        optional_message: values.message.trim(),
        ignore_day_off_limits: false,
        set_full_day_on_non_working_day: false,
        ruleset_id: 0,
        am_pm_hint: part,
        days: entries,
      },
      {
        onSuccess: () => {
          toast.success(t('myRequests.sent'));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields && Object.keys(error.fields).some((k) => k in values)) form.setErrors(error.fields);
          toast.error(t('error.title'), errorText(error));
        },
      },
    );
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('myRequests.daysOff.title')} size="lg" centered>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack>
          <Select
            label={t('myRequests.daysOff.type')}
            data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
            required
            disabled={types.isPending}
            {...form.getInputProps('type_id')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput type="date" label={t('myRequests.daysOff.from')} required miw={160} {...form.getInputProps('from')} />
            <TextInput
              type="date"
              label={t('myRequests.daysOff.to')}
              min={values.from || undefined}
              miw={160}
              {...form.getInputProps('to')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="days-off-part">
              {t('myRequests.daysOff.part')}
            </Text>
            <SegmentedControl
              aria-labelledby="days-off-part"
              data={(['all_day', 'am', 'pm'] as const).map((p) => ({ value: p, label: t(`myRequests.daysOff.parts.${p}`) }))}
              value={part}
              onChange={(v) => form.setFieldValue('part', v as TPart)}
              disabled={!isSingle}
            />
            {!isSingle && (
              <Text size="xs" c="dimmed">
                {t('myRequests.daysOff.partHint')}
              </Text>
            )}
          </Stack>
          {values.from && (
            <Alert
              variant="light"
              color={dates.length === 0 || (balance && balance.after < 0) ? 'orange' : 'blue'}
              p="sm"
              data-testid="my-days-off-balance"
            >
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {dates.length === 0 ? t('myRequests.daysOff.noWorkingDays') : t('myRequests.daysOff.days', { count: dates.length })}
                </Text>
                {budget && dates.length > 0 && (
                  <Text size="sm">
                    {balance
                      ? t('myRequests.daysOff.balance', {
                          name: budget.name,
                          before: amountText(t, format, balance.unit, balance.before),
                          after: amountText(t, format, balance.unit, balance.after),
                        })
                      : t('myRequests.daysOff.noLimit', { name: budget.name })}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <GrowingTextarea label={t('myRequests.daysOff.message')} minRows={2} maxLength={1000} {...form.getInputProps('message')} />
          <FormActions onCancel={close} loading={submit.isPending} disabled={values.from !== '' && dates.length === 0} />
        </Stack>
      </form>
    </Dialog>
  );
}
