import { useState } from 'react';
import { Alert, Anchor, Avatar, Button, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import {
  CALENDAR_RESOLUTIONS,
  calendarEntryPart,
  isConfirmableResolution,
  type TCalendarConflictDay,
  type TCalendarConflictDetailResponse,
  type TCalendarResolution,
} from '@signoff/contract/calendarConflicts';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useCalendarConflict } from './api/getCalendarConflict.ts';
import { useIgnoreCalendarConflict } from './api/ignoreCalendarConflict.ts';
import { useResolveCalendarConflict } from './api/resolveCalendarConflict.ts';

const LIST = '/inbox/calendarConflicts';
const isResolution = (v: string): v is TCalendarResolution => (CALENDAR_RESOLUTIONS as readonly string[]).includes(v);

/** /inbox/calendarConflicts/:id — spec 02 §2.2. */
export function CalendarConflictDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useCalendarConflict(id);
  return (
    <DetailFrame
      backTo={LIST}
      backLabel={t('calendarConflicts.back')}
      isValidParam={Number.isInteger(id) && id > 0}
      query={detail}
      maxWidth={900}
    >
      {(data) => <CalendarConflictDetail key={data.conflict.id} detail={data} />}
    </DetailFrame>
  );
}

function CalendarConflictDetail({ detail }: { detail: TCalendarConflictDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { conflict: c } = detail;
  const [resolution, setResolution] = useState<TCalendarResolution | null>(null);
  const resolve = useResolveCalendarConflict();
  const ignore = useIgnoreCalendarConflict();
  const isBusy = resolve.isPending || ignore.isPending;

  const onError = (error: unknown) => {
    const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
    toast.error(isHandled ? t('calendarConflicts.alreadyHandled') : t('error.title'), errorText(error));
  };
  const confirm = () => {
    // Spec 02 §5: without resolve or ignore, the form-invalid toast.
    if (!isConfirmableResolution(resolution)) {
      toast.error(t('FORM_INVALID'), t('PLEASE_FILL_ALL_FORMS'));
      return;
    }
    const mutation = resolution === 'resolve' ? resolve : ignore;
    mutation.mutate(
      { id: c.id },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.status === 'ignored'
              ? t('calendarConflicts.ignoredToast')
              : answer.apply_status === 'pending'
                ? t('calendarConflicts.savedPushing')
                : t('calendarConflicts.saved'),
          );
          void navigate(LIST);
        },
        onError,
      },
    );
  };

  return (
    <Stack gap="md">
      {c.status !== 'pending' && (
        <HandledBanner title={t(`calendarConflicts.handled.${c.status}`)}>
          {c.resolved_automatically
            ? t('calendarConflicts.resolvedAutomatically')
            : t('calendarConflicts.resolvedBy', { name: c.conflict_solver_user_name ?? '—' })}
        </HandledBanner>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={c.person.avatar} name={c.person.name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {c.person.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('calendarConflicts.foundOn', { date: formatDate(c.date_created) })}
                </Text>
              </div>
            </Group>
            <StatusBadge status={c.status} size="lg" />
          </Group>
          <Anchor component={Link} to={`/people/${c.employee_id}`} size="sm" w="fit-content">
            {t('calendarConflicts.openProfile')}
          </Anchor>
        </Stack>
      </Card>

      {c.apply_status === 'pending' && (
        <Alert color="blue" variant="light" icon={<Loader size={18} />} role="status">
          {t('calendarConflicts.applying')}
        </Alert>
      )}
      {c.status === 'pending' && c.apply_status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t('calendarConflicts.lastFailure', { reason: c.apply_error ?? '—' })}
        </Alert>
      )}

      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('calendarConflicts.daysTitle')}
        </Title>
        {c.days.map((day) => (
          <DayCard key={day.date} day={day} />
        ))}
      </Stack>

      {detail.can_decide && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <NativeSelect
              label={t('calendarConflicts.resolution')}
              value={resolution ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setResolution(isResolution(value) ? value : null);
              }}
              data={[
                { value: '', label: t('calendarConflicts.choose') },
                ...CALENDAR_RESOLUTIONS.map((r) => ({ value: r, label: t(`calendarConflicts.option.${r}`) })),
              ]}
              maw={420}
            />
            {resolution === 'incorrect' ? (
              // Spec 02 §2.2: incorrect is the provider's to fix; a red note and no confirm button.
              <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
                {t('calendarConflicts.contactProvider')}
              </Alert>
            ) : (
              <Group>
                <Button onClick={confirm} loading={isBusy}>
                  {t('calendarConflicts.confirm')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** One differing day: the product's entries and the provider's side by side (stacked on a phone). */
function DayCard({ day }: { day: TCalendarConflictDay }) {
  const { t } = useTranslation();
  const headingId = `calendar-conflict-day-${day.date}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} id={headingId}>
          {formatDate(day.date)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Side
            title={t('calendarConflicts.col.officient')}
            entries={day.officient_state.map((e) => ({
              name: typeName(t, e.internal_code, e.custom_type_name),
              part: calendarEntryPart(e),
              minutes: e.duration_minutes,
            }))}
          />
          <Side
            title={t('calendarConflicts.col.provider')}
            entries={day.payroll_provider_state.map((e) => ({
              name: e.day_off_name,
              part: calendarEntryPart(e),
              minutes: e.duration_minutes,
            }))}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Side({ title, entries }: { title: string; entries: { name: string; part: string; minutes: number }[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c="dimmed">
        {title}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{t('calendarConflicts.noDayOff')}</Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((e, i) => (
            <Text component="li" size="sm" key={i}>
              {t('calendarConflicts.entry', {
                name: e.name,
                part: t(`calendarConflicts.part.${e.part}`),
                duration: duration(t, e.minutes),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The product's built-in kinds are worded in the user's language; custom kinds keep their own name. */
function typeName(t: (key: string, options?: Record<string, unknown>) => string, code: string, name: string): string {
  return code === 'education' || code === 'sick_day' ? t(`calendarConflicts.type.${code}`) : name;
}

function duration(t: (key: string, options?: Record<string, unknown>) => string, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('calendarConflicts.hours', { count: hours });
  if (hours === 0) return t('calendarConflicts.minutes', { count: rest });
  return t('calendarConflicts.hoursMinutes', { hours, minutes: rest });
}
