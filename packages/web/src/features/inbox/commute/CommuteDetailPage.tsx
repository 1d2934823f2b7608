import { useState } from 'react';
import { Anchor, Avatar, Button, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMMUTE_PENDING,
  hasCommuteChanges,
  setAllPending,
  toggleCommuteChoice,
  type TCommuteChoice,
  type TCommuteDetailResponse,
  type TCommuteStatus,
  type TVariableCommute,
} from '@signoff/contract/commute';
import { formatDate } from '@signoff/contract/format';
import { errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { AllDaysMenu, DayList, DayListItem } from '../../../shared/detail/DayList.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { commuteDetailParams, useCommuteDetail } from './api/getCommuteDetail.ts';
import { useProcessCommute } from './api/processCommute.ts';
import { Km, SECONDARY, period, transportIcon } from './CommuteListPage.tsx';

const LIST = '/inbox/commute';
/** The pressed choice's colours: shades dark enough for white text at 4.5:1 (teal.6 and red.6 give 2.5 and 3.3). */
const ACCEPTED = 'teal.9';
const DECLINED = 'red.9';

/** The shared status words (and badge colours) for the spec's -1 / '1' / '0'. */
function statusName(status: TCommuteStatus): 'pending' | 'approved' | 'declined' {
  switch (status) {
    case COMMUTE_PENDING:
      return 'pending';
    case '1':
      return 'approved';
    case '0':
      return 'declined';
  }
}

/** /inbox/commute/:request_ids/:employee_id — spec 01 §2 Commute: one person's days, decided together. */
export function CommuteDetailPage() {
  const { t } = useTranslation();
  // The contract's own rule for the two parameters, so a malformed address never reaches the server.
  const { requestIds, employeeId, isValid: isValidParam } = commuteDetailParams(useParams());
  const detail = useCommuteDetail(requestIds, employeeId, isValidParam);
  return (
    <DetailFrame backTo={LIST} backLabel={t('commute.back')} isValidParam={isValidParam} query={detail}>
      {(data) => <CommuteDetail key={`${requestIds}/${employeeId}`} detail={data} />}
    </DetailFrame>
  );
}

function CommuteDetail({ detail }: { detail: TCommuteDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const process = useProcessCommute();
  const [choices, setChoices] = useState<Record<number, TCommuteChoice>>({});
  const rows = detail.variable_commutes;
  // Only the days still pending on the server can change (spec §4); a choice kept for a day decided meanwhile is dropped.
  const pendingRows = rows.filter((row) => row.status === COMMUTE_PENDING);
  const open: Record<number, TCommuteChoice> = Object.fromEntries(pendingRows.map((row) => [row.id, choices[row.id] ?? 'pending']));
  const decided = Object.values(open).filter((choice) => choice !== 'pending').length;
  const isAllHandled = pendingRows.length === 0;
  const canAct = !isAllHandled && detail.can_process && !me.membership.is_read_only;
  const dates = rows.map((row) => row.date).sort();

  const press = (id: number, clicked: 'accept' | 'decline') =>
    setChoices((all) => ({ ...all, [id]: toggleCommuteChoice(all[id] ?? 'pending', clicked) }));
  const setAll = (choice: 'accept' | 'decline') => setChoices((all) => setAllPending(rows, all, choice));

  const submit = () => {
    const decisions = pendingRows.flatMap((row): { id: number; status: '1' | '0' }[] => {
      const choice = open[row.id];
      if (choice === 'accept') return [{ id: row.id, status: '1' }];
      if (choice === 'decline') return [{ id: row.id, status: '0' }];
      return [];
    });
    process.mutate(
      { employee_id: detail.employee_id, decisions },
      {
        onSuccess: () => {
          toast.success(t('commute.processedToast'));
          void navigate(LIST);
        },
        // A 409 (a day decided meanwhile) refetches the detail, which then shows that day's status.
        onError: (error) => toast.error(t('error.title'), errorText(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      {isAllHandled && <HandledBanner title={t('commute.alreadyHandled', { count: rows.length })} />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Avatar name={detail.employee_name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  <Anchor component={Link} to={`/people/${detail.employee_id}`} inherit>
                    {detail.employee_name}
                  </Anchor>
                </Title>
                <Text size="sm" c={SECONDARY}>
                  {t('commute.title')} ·{' '}
                  {t('commute.subtitle', { count: rows.length, period: period(dates[0]!, dates[dates.length - 1]!) })}
                </Text>
              </div>
            </Group>
            {canAct && (
              <AllDaysMenu
                label={t('commute.actions')}
                actions={[
                  { label: t('commute.acceptAll'), icon: <IconCheck size={14} />, onClick: () => setAll('accept') },
                  { label: t('commute.declineAll'), icon: <IconX size={14} />, onClick: () => setAll('decline') },
                ]}
              />
            )}
          </Group>
          <Divider />
          <DayList label={t('commute.daysLabel')}>
            {rows.map((row) => (
              <CommuteDay
                key={row.id}
                row={row}
                choice={canAct && row.status === COMMUTE_PENDING ? (open[row.id] ?? 'pending') : null}
                onPress={(clicked) => press(row.id, clicked)}
              />
            ))}
          </DayList>
          {canAct && (
            <>
              <Divider />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c={SECONDARY} aria-live="polite">
                  {t('commute.decided', { count: decided, total: pendingRows.length })}
                </Text>
                <Button onClick={submit} disabled={!hasCommuteChanges(open)} loading={process.isPending}>
                  {t('commute.submit')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** One day: how the person came, when, how far; its Accept / Decline pair while it can change, else its status. */
function CommuteDay({
  row,
  choice,
  onPress,
}: {
  row: TVariableCommute;
  /** null: the day cannot change here (decided already, or this user may not decide). */
  choice: TCommuteChoice | null;
  onPress: (clicked: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation();
  const TypeIcon = transportIcon(row.transport_type);
  const date = formatDate(row.date);
  return (
    <DayListItem
      date={row.date}
      testId={`commute-day-${row.date}`}
      icon={
        <ThemeIcon variant="light" color="gray" size={40} radius="md">
          <TypeIcon size={22} stroke={1.6} aria-hidden />
        </ThemeIcon>
      }
      details={
        <>
          {t(`commute.transport.${row.transport_type}`)} · <Km km={row.km} />
        </>
      }
    >
      {choice === null ? (
        <StatusBadge status={statusName(row.status)} />
      ) : (
        <Button.Group>
          <Button
            size="compact-sm"
            color={ACCEPTED}
            variant={choice === 'accept' ? 'filled' : 'default'}
            aria-pressed={choice === 'accept'}
            aria-label={t('commute.acceptDay', { date })}
            leftSection={<IconCheck size={14} />}
            onClick={() => onPress('accept')}
          >
            {t('detail.accept')}
          </Button>
          <Button
            size="compact-sm"
            color={DECLINED}
            variant={choice === 'decline' ? 'filled' : 'default'}
            aria-pressed={choice === 'decline'}
            aria-label={t('commute.declineDay', { date })}
            leftSection={<IconX size={14} />}
            onClick={() => onPress('decline')}
          >
            {t('detail.decline')}
          </Button>
        </Button.Group>
      )}
    </DayListItem>
  );
}
