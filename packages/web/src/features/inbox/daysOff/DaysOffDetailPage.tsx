import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconAlertTriangle, IconCalendar, IconCheck, IconLock, IconUsers, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../../shared/useDraft.ts';
import type { TFunction } from 'i18next';
import {
  COULD_NOT_SEND_EMAIL_WARNING,
  checkDaysOffSubmit,
  processDaysOffFormFields,
  setAllUnprocessed,
  toggleDayStatus,
  type TDayDecision,
  type TDayStatus,
  type TDaysOffRequestDate,
} from '@signoff/contract/daysOff';
import { budgetBalance, limitWarning, type TLimitWarningUnit } from '@signoff/contract/daysOffLimit';
import { halfOfDay } from '@signoff/contract/halfDay';
import { dayOffColour, isMonthLocked } from '@signoff/contract/calendar';
import type { TDaysOffDetailResponse } from '@signoff/contract/daysOffInbox';
import { formatDate, formatDateTime } from '@signoff/contract/format';
import { errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailColumns } from '../../../shared/detail/DetailColumns.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { NoteBox } from '../../../shared/detail/NoteBox.tsx';
import { AllDaysMenu, DayList, DayListItem } from '../../../shared/detail/DayList.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useFormat, type TFormat } from '../../../shared/useFormat.ts';
import { useDaysOffDetail } from './api/getDaysOffRequest.ts';
import { useCoworkersDaysOff } from './api/listCoworkersDaysOff.ts';
import { useProcessDaysOff } from './api/processDaysOffRequest.ts';
import { lazyDialog } from '../../../shared/lazyDialog.tsx';

const LIST = '/inbox/daysOff';
const TeamCalendarModal = lazyDialog(
  async () => (await import('./TeamCalendarModal.tsx')).TeamCalendarModal,
  (props) => props.opened,
);

export function DaysOffDetailPage() {
  const { t } = useTranslation();
  const requestId = Number(useParams().request_id);
  const isValidId = Number.isInteger(requestId) && requestId > 0;
  const detail = useDaysOffDetail(requestId);
  return (
    <DetailFrame backTo={LIST} backLabel={t('daysOff.back')} isValidParam={isValidId} query={detail}>
      {(data) => <DaysOffDetail key={data.request_id} detail={data} />}
    </DetailFrame>
  );
}

/** Morning or afternoon by the half-day rule (spec §9), else the whole day: approvers decide in halves, not minutes. */
function durationText(t: TFunction, day: Pick<TDaysOffRequestDate, 'start_minutes' | 'duration_minutes'>) {
  const half = halfOfDay(day.start_minutes, day.duration_minutes);
  return half ? t(`daysOff.${half}`) : t('daysOff.allDay');
}

/** A budget amount in its unit: days and half days as counted, minutes as hours (7.5 hours reads better than 450 minutes). */
function amountText(t: TFunction, format: TFormat, unit: TLimitWarningUnit, value: number) {
  const shown = unit === 'minutes' ? Math.round((value / 60) * 100) / 100 : value;
  return t(`daysOff.limit.${unit}`, { count: shown, value: format.decimal(shown) });
}

function DaysOffDetail({ detail }: { detail: TDaysOffDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormat();
  const navigate = useNavigate();
  const process = useProcessDaysOff();
  const [choices, setChoices] = useState<TDaysOffRequestDate[]>(detail.request_dates);
  // The server's answer wins for days decided meanwhile (by this round or another approver); open days keep the choice.
  const days = detail.request_dates.map((d) =>
    d.day_processed ? d : { ...d, status: choices.find((c) => c.id === d.id)?.status ?? d.status },
  );
  const setDays = (update: (all: TDaysOffRequestDate[]) => TDaysOffRequestDate[]) => setChoices(update(days));
  const [note, setNote, clearNote] = useDraft('note');
  const [hint, setHint] = useState(false);
  const [isPartialOpen, setIsPartialOpen] = useState(false);
  const [mailWarning, setMailWarning] = useState<string | null>(null);
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const coworkers = useCoworkersDaysOff(detail.request_id);
  const overlap = coworkers.data?.overlapping_events_found ?? false;
  const overlapState = coworkers.data ? (overlap ? 'found' : 'none') : coworkers.error ? 'unknown' : 'checking';
  const overlapColour = coworkers.data ? (overlap ? 'red' : 'green') : undefined;
  const isDelete = detail.request_detail.type === 'delete';
  const isProcessed = detail.request_detail.processed;
  const canAct = detail.can_process && !me.membership.is_read_only;
  const isLocked = isMonthLocked(detail.amount_employees_locked);
  const warning = detail.budget ? limitWarning(detail.budget, detail.requested_minutes, detail.requested_days) : null;
  const balance = detail.budget ? budgetBalance(detail.budget, detail.requested_minutes, detail.requested_days) : null;
  const check = checkDaysOffSubmit(days);
  const acceptLabel = isDelete ? t('daysOff.delete') : t('daysOff.accept');
  const declineLabel = isDelete ? t('daysOff.dontDelete') : t('daysOff.decline');
  const statusLabel = (status: TDayStatus) =>
    isDelete && status !== 'pending' ? t(`daysOff.day.${status === 'accepted' ? 'deleted' : 'kept'}`) : t(`daysOff.day.${status}`);

  const press = (id: number, pressed: TDayDecision) => {
    setDays((all) => all.map((d) => (d.id === id ? toggleDayStatus(d, pressed) : d)));
    setHint(false);
  };
  const setAll = (status: TDayStatus) => {
    setDays((all) => setAllUnprocessed(all, status));
    setHint(false);
  };

  const finish = () => {
    clearNote();
    toast.success(t('daysOff.processedToast'));
    void navigate(LIST);
  };
  const send = () => {
    setIsPartialOpen(false);
    // mutateAsync, not mutate's callbacks: the detail refetches (and may re-render) before the answer is handled.
    process.mutateAsync(processDaysOffFormFields({ request_id: detail.request_id, note, calendar_locked: isLocked, days })).then(
      (answer) => {
        if (answer.warning === COULD_NOT_SEND_EMAIL_WARNING) setMailWarning(answer.reason ?? '');
        else finish();
      },
      (error: unknown) => toast.error(t('error.title'), errorText(error)),
    );
  };
  const submit = () => {
    if (check.hasNoDecision) {
      setHint(true);
      return;
    }
    if (check.needsPartialConfirm) {
      setIsPartialOpen(true);
      return;
    }
    send();
  };

  // The days and their decisions beside the request on a wide screen, so they stay in view while it is read.
  const daysCard = (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('daysOff.daysLabel')}
          </Title>
          {canAct && check.total > 0 && (
            <AllDaysMenu
              label={t('daysOff.actions')}
              actions={[
                {
                  label: isDelete ? t('daysOff.deleteAll') : t('daysOff.acceptAll'),
                  icon: <IconCheck size={14} />,
                  onClick: () => setAll('accepted'),
                },
                {
                  label: isDelete ? t('daysOff.dontDeleteAll') : t('daysOff.declineAll'),
                  icon: <IconX size={14} />,
                  onClick: () => setAll('declined'),
                },
                { label: t('daysOff.resetAll'), onClick: () => setAll('pending') },
              ]}
            />
          )}
        </Group>
        <DayList label={t('daysOff.daysLabel')}>
          {days.map((day) => (
            <DayListItem
              key={day.id}
              date={day.date}
              testId={`day-${day.date}`}
              details={
                <Group gap={6} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: dayOffColour({ type: day.type, color: day.color }),
                      display: 'inline-block',
                      flexShrink: 0,
                    }}
                  />
                  {day.type_name} · {durationText(t, day)}
                </Group>
              }
            >
              {day.day_processed ? (
                isLocked ? (
                  // Read-only status button: aria-disabled keeps the decision's colour, which a disabled button would grey out.
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={day.status === 'accepted' ? 'teal' : 'red'}
                    aria-disabled="true"
                    aria-pressed="true"
                    style={{ cursor: 'default' }}
                    leftSection={<IconLock size={12} />}
                  >
                    {statusLabel(day.status)}
                  </Button>
                ) : (
                  <Badge color={day.status === 'accepted' ? 'teal' : 'red'} variant="light">
                    {statusLabel(day.status)}
                  </Badge>
                )
              ) : canAct ? (
                <Group gap="xs" wrap="nowrap" role="group" aria-label={formatDate(day.date)}>
                  <Button
                    size="compact-sm"
                    color="teal"
                    variant={day.status === 'accepted' ? 'filled' : 'default'}
                    aria-pressed={day.status === 'accepted'}
                    onClick={() => press(day.id, 'accepted')}
                  >
                    {acceptLabel}
                  </Button>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant={day.status === 'declined' ? 'filled' : 'default'}
                    aria-pressed={day.status === 'declined'}
                    onClick={() => press(day.id, 'declined')}
                  >
                    {declineLabel}
                  </Button>
                </Group>
              ) : (
                <Badge color="gray" variant="light">
                  {statusLabel(day.status)}
                </Badge>
              )}
            </DayListItem>
          ))}
        </DayList>
      </Stack>
    </Card>
  );

  return (
    <Stack>
      <DetailColumns
        aside={
          canAct && (
            <Stack gap="md">
              {daysCard}
              <Card withBorder radius="md" padding="lg">
                <Stack>
                  <NoteBox
                    value={note}
                    onChange={setNote}
                    label={t('daysOff.note')}
                    placeholder={t('daysOff.notePlaceholder')}
                    error={hint ? t('daysOff.atLeastOne') : null}
                  />
                  <Group justify="flex-end">
                    <Button onClick={submit} loading={process.isPending}>
                      {t('daysOff.submit')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </Stack>
          )
        }
      >
        {isProcessed && <HandledBanner title={t('daysOff.alreadyHandled')} />}
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" align="flex-start">
            <Group>
              <Avatar src={detail.employee_avatar} name={detail.employee_name} color="initials" size={48} />
              <div>
                <Title order={2} size="h3">
                  {isDelete ? t('daysOff.deleteTitle') : t('daysOff.title')}
                </Title>
                <Anchor component={Link} to={`/people/${detail.employee_id}`} size="sm">
                  {detail.employee_name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[detail.team_name, detail.type_name, t('daysOff.requestedOn', { date: formatDate(detail.time_added) })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            </Group>
            {/* The label wraps rather than cutting the person's name off on a phone ("Bekijk de kalender van Evan Pee…"). */}
            <Button
              component={Link}
              to={`/people/${detail.employee_id}/daysOff`}
              variant="light"
              leftSection={<IconCalendar size={16} />}
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t('daysOff.viewCalendar', { name: detail.employee_name })}
            </Button>
          </Group>
          <Divider my="md" />
          <DetailRow label={t('daysOff.employeeMessage')}>{detail.request_detail.note_from_employee || t('daysOff.noMessage')}</DetailRow>
        </Card>

        {/* Drawn while the teammates' days off are on their way, so their answer changes its words and not the page's
            layout: inserted when it came, it pushed the days and the note down on a phone (a layout shift of 0.16). */}
        <Alert
          color={overlapColour ?? 'gray'}
          variant="light"
          icon={overlap ? <IconAlertTriangle /> : <IconUsers />}
          data-testid="overlap-notice"
        >
          <Group justify="space-between">
            {/* On a phone the words have a line of their own, two lines high whichever they are, with the button under
                them: the answer changes the words, not the notice's height (one line or two moved the page by 0.002). */}
            <Text
              size="sm"
              c={overlapColour}
              fw={500}
              w={{ base: '100%', sm: 'auto' }}
              mih={{ base: 'calc(2em * var(--mantine-line-height-sm))', sm: 0 }}
            >
              {t(`daysOff.overlap.${overlapState}`)}
            </Text>
            <Button size="compact-sm" variant="white" onClick={() => setIsCalendarOpen(true)}>
              {t('daysOff.overlap.open')}
            </Button>
          </Group>
        </Alert>
        {warning && detail.budget && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('daysOff.limit.title')} role="alert">
            {t(warning.isExceeded ? 'daysOff.limit.exceeded' : 'daysOff.limit.future', {
              name: detail.budget.name,
              left: amountText(t, format, warning.unit, warning.left),
            })}
          </Alert>
        )}
        {balance && detail.budget && !isProcessed && (
          <Text size="sm" data-testid="budget-balance">
            <Text span fw={600}>
              {t('daysOff.balance.label')}
            </Text>
            {' · '}
            {t('daysOff.balance.text', {
              name: detail.budget.name,
              before: amountText(t, format, balance.unit, balance.before),
              after: amountText(t, format, balance.unit, balance.after),
            })}
          </Text>
        )}
        {isLocked && (
          <Alert color="gray" variant="light" icon={<IconLock />}>
            {t('daysOff.lockedMonth')}
          </Alert>
        )}
        {!canAct && daysCard}
        {detail.processed_requests.length > 0 && (
          <Card withBorder radius="md" padding="lg">
            <Title order={3} size="h5" mb="sm">
              {t('daysOff.history')}
            </Title>
            <Stack gap="sm">
              {detail.processed_requests.map((entry) => (
                <Group key={entry.id} align="flex-start" wrap="nowrap">
                  <Avatar src={entry.processed_by.avatar} name={entry.processed_by.name} color="initials" size={32} />
                  <div>
                    <Text size="sm" fw={500}>
                      {t('daysOff.processedBy', {
                        name: entry.processed_by.name,
                        role: t(`daysOff.role.${entry.processed_by.role}`),
                        time: formatDateTime(entry.time_processed),
                      })}
                    </Text>
                    {entry.note && (
                      <Text size="sm" c="dimmed">
                        {entry.note}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {entry.days_off_dates_processed_requests
                        .map(
                          (p) =>
                            `${formatDate(detail.request_dates.find((d) => d.id === p.days_off_date_id)?.date)}: ${statusLabel(p.status)}`,
                        )
                        .join(', ')}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Card>
        )}
      </DetailColumns>

      <TeamCalendarModal opened={isCalendarOpen} onClose={() => setIsCalendarOpen(false)} detail={detail} />
      <Dialog opened={isPartialOpen} onClose={() => setIsPartialOpen(false)} title={t('daysOff.partial.title')} centered>
        <Stack>
          <Text size="sm">{t('daysOff.partial.text', { count: check.decided, total: check.total })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsPartialOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send}>{t('daysOff.partial.confirm')}</Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog
        opened={mailWarning !== null}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title={t('daysOff.emailFailed.title')}
        centered
      >
        <Stack>
          <Text size="sm">{t('daysOff.emailFailed.text', { reason: mailWarning })}</Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setMailWarning(null);
                finish();
              }}
            >
              {t('daysOff.emailFailed.ok')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
