import { Suspense, useState, type ReactNode } from 'react';
import { Anchor, Avatar, Badge, Box, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { dayOffColour } from '@signoff/contract/calendar';
import { ApiError } from '../../shared/api.ts';
import { ErrorBox } from '../../shared/detail/ErrorBox.tsx';
import { DetailRow } from '../../shared/detail/DetailRow.tsx';
import { ListSkeleton } from '../../shared/Skeletons.tsx';
import { CalendarLegend, MonthCalendar, scheduleForMonth, type TMonthCalendarItem } from '../../widgets/MonthCalendar.tsx';
import { usePersonProfile } from './api/getPersonProfile.ts';
import { usePersonDaysOff } from './api/listPersonDaysOff.ts';
import { useWeeklySchedule } from './api/getWeeklySchedule.ts';
import { useBudgetUsage } from './api/listBudgetUsage.ts';
import { usePersonSections } from '../../shared/personSections.tsx';
import { useFormat } from '../../shared/useFormat.ts';

/** /people/{id} and /people/{id}/daysOff: profile basics, and the person's calendar with their budgets. */
export function PersonPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const isValid = Number.isInteger(id) && id > 0;
  const profile = usePersonProfile(isValid ? id : 0);
  const sections = usePersonSections();
  const tab = location.pathname.endsWith('/daysOff') ? 'daysOff' : 'profile';
  if (!isValid) return <ErrorBox error={new ApiError(404, t('error.notFound'), 'NOT_FOUND', undefined)} />;
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (profile.error) return <ErrorBox error={profile.error} />;
  const p = profile.data;
  return (
    <Stack maw={1000}>
      <Group>
        <Avatar src={p.avatar} name={p.name} color="initials" size={56} />
        <div>
          <Title order={1} size="h2">
            {p.name}
          </Title>
          <Group gap="xs">
            {p.team && <Text c="dimmed">{p.team.name}</Text>}
            {!p.is_active && <Badge color="gray">{t('person.inactive')}</Badge>}
          </Group>
        </div>
      </Group>
      <Tabs value={tab} onChange={(v) => void navigate(v === 'daysOff' ? `/people/${id}/daysOff` : `/people/${id}`)}>
        <Tabs.List>
          <Tabs.Tab value="profile">{t('person.profile')}</Tabs.Tab>
          <Tabs.Tab value="daysOff">{t('person.daysOff')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'profile' ? (
        <Stack>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <DetailRow label={t('person.email')}>{p.email ?? t('person.none')}</DetailRow>
              <DetailRow label={t('person.team')}>{p.team?.name ?? t('person.none')}</DetailRow>
              <DetailRow label={t('person.manager')}>
                {p.manager ? <PersonLink id={p.manager.id}>{p.manager.name}</PersonLink> : t('person.none')}
              </DetailRow>
              <DetailRow label={t('person.secondManager')}>
                {p.second_manager ? <PersonLink id={p.second_manager.id}>{p.second_manager.name}</PersonLink> : t('person.none')}
              </DetailRow>
            </Stack>
          </Card>
          {sections.map(({ key, Component }) => (
            <Suspense key={key} fallback={<ListSkeleton rows={2} />}>
              <Component employeeId={id} />
            </Suspense>
          ))}
        </Stack>
      ) : (
        <PersonDaysOff id={id} />
      )}
    </Stack>
  );
}

function PersonLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={`/people/${id}`} size="sm">
      {children}
    </Anchor>
  );
}

function PersonDaysOff({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [month, setMonth] = useState(() => dayjs().startOf('month').format('YYYY-MM-DD'));
  const year = dayjs(month).year();
  const daysOff = usePersonDaysOff(id, year);
  const schedule = useWeeklySchedule(id);
  const budgets = useBudgetUsage(id, year);
  if (daysOff.error) return <ErrorBox error={daysOff.error} />;
  const items: TMonthCalendarItem[] = [
    ...(daysOff.data?.company_days_off ?? []).map((c) => ({
      key: `c-${c.date}`,
      date: c.date,
      label: c.special_name,
      colour: dayOffColour(c),
      isCompanyHoliday: true,
    })),
    ...(daysOff.data?.personal_days_off ?? []).map((d, i) => ({
      key: `p-${d.date}-${i}`,
      date: d.date,
      label: d.custom_type_name ?? t(`daysOff.type.${d.type}`),
      colour: dayOffColour({ type: d.type, color: d.color }),
      start_minutes: d.start_minutes,
      duration_minutes: d.duration_minutes,
      am_pm_hint: d.am_pm_hint,
      isPending: d.approved === 0,
    })),
  ];
  const scheduledMinutes = schedule.data ? scheduleForMonth(month, schedule.data.weekly_schedule?.minutes ?? null) : undefined;
  const allBudgets = [...(budgets.data?.budgets.custom_types ?? []), ...(budgets.data?.budgets.default_types ?? [])];
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('person.calendar')}
        </Title>
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          items={items}
          scheduledMinutes={scheduledMinutes}
          oneDayContractDates={daysOff.data?.one_day_contracts}
          label={t('person.calendar')}
        />
        <Box mt="sm">
          <CalendarLegend />
        </Box>
      </Card>
      {allBudgets.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('person.budgets', { year })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {allBudgets.map((b) => {
              const isDays = b.max_yearly_amount_days !== null;
              const max = isDays ? b.max_yearly_amount_days : b.max_yearly_amount_minutes;
              const used = isDays ? b.days_approved : b.minutes_approved;
              return (
                <Stack key={`${b.type}-${b.custom_type_id ?? b.name}`} gap={4}>
                  <Group justify="space-between">
                    <Text size="sm" fw={500}>
                      {b.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {b.limitation === 'leave_accrual' && b.accrual_year_balance !== null
                        ? t('person.balance', { count: b.accrual_year_balance, value: format.decimal(b.accrual_year_balance) })
                        : max === null
                          ? t('person.usedDays', { count: b.days_approved, used: format.decimal(b.days_approved) })
                          : // The noun follows the limit: "1 of 20 days", "1 van 1 dag".
                            t(isDays ? 'person.usedOfDays' : 'person.usedOfMinutes', {
                              count: max,
                              used: format.decimal(used),
                              max: format.decimal(max),
                            })}
                    </Text>
                  </Group>
                  {max !== null && max > 0 && (
                    <Progress value={Math.min(100, (used / max) * 100)} color={used > max ? 'red' : 'indigo'} aria-label={b.name} />
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
