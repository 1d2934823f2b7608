import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Menu, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { IconChevronDown, IconInbox, IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { INBOX_TAB_KEYS } from '@signoff/contract/inbox';
import {
  MY_REQUEST_KINDS,
  MY_REQUEST_STATUSES,
  type TMyRequest,
  type TMyRequestKind,
  type TMyRequestStatus,
} from '@signoff/contract/myRequests';
import { useMe } from '../../shared/session.ts';
import { useFormat } from '../../shared/useFormat.ts';
import { Pager } from '../../shared/list/Pager.tsx';
import { ErrorBox } from '../../shared/detail/ErrorBox.tsx';
import { useMyRequests, useWithdrawExpense } from './api/myRequests.ts';
import { errorText } from '../../shared/api.ts';
import { toast } from '../../shared/toast.ts';
import { ExpenseRequestModal } from './ExpenseRequestModal.tsx';
import { DaysOffRequestModal } from './DaysOffRequestModal.tsx';
import { TrainingRequestModal } from './TrainingRequestModal.tsx';
import { CommuteRequestModal } from './CommuteRequestModal.tsx';
import { AssetRequestModal } from './AssetRequestModal.tsx';

/** The kinds one can start here. */
const NEW_KINDS = ['expense', 'daysOff', 'training', 'asset', 'commute'] as const;
type TNewKind = (typeof NEW_KINDS)[number];

const STATUS_COLOR: Record<TMyRequestStatus, string> = { pending: 'yellow', approved: 'teal', declined: 'red', partly: 'orange' };

const isKind = (v: string | null): v is TMyRequestKind | 'all' => v === 'all' || (MY_REQUEST_KINDS as readonly string[]).includes(v ?? '');
const isStatus = (v: string | null): v is TMyRequestStatus | 'all' =>
  v === 'all' || (MY_REQUEST_STATUSES as readonly string[]).includes(v ?? '');

/** /me/requests — the signed-in person's own requests with their outcome, and forms to ask for something new. */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [kind, setKind] = useState<TMyRequestKind | 'all'>('all');
  const [status, setStatus] = useState<TMyRequestStatus | 'all'>('all');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<TNewKind | null>(null);
  const [withdrawing, setWithdrawing] = useState<TMyRequest | null>(null);
  const list = useMyRequests(kind, status, page);
  const firstTab = INBOX_TAB_KEYS.find((key) => me.tabs.includes(key));
  const employeeId = me.employee?.id ?? null;
  const mayCreate = employeeId !== null && !me.membership.is_read_only;
  const isFiltered = kind !== 'all' || status !== 'all';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('myRequests.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('myRequests.intro')}
          </Text>
        </div>
        <Group gap="sm">
          {firstTab && (
            <Button component={Link} to={`/inbox/${firstTab}`} variant="default" leftSection={<IconInbox size={16} />}>
              {t('myRequests.toInbox')}
            </Button>
          )}
          {mayCreate && (
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Button rightSection={<IconChevronDown size={16} />}>{t('myRequests.newRequest')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {NEW_KINDS.map((k) => (
                  <Menu.Item key={k} onClick={() => setOpen(k)}>
                    {t(`myRequests.kind.${k}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>

      {employeeId === null ? (
        <Alert color="gray" variant="light">
          {t('myRequests.noEmployee')}
        </Alert>
      ) : (
        <>
          <Group gap="sm" wrap="wrap">
            <Select
              label={t('myRequests.filter.kind')}
              data={(['all', ...MY_REQUEST_KINDS] as const).map((k) => ({ value: k, label: t(`myRequests.kind.${k}`) }))}
              value={kind}
              onChange={(v) => {
                if (!isKind(v)) return;
                setKind(v);
                setPage(0);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label={t('myRequests.filter.status')}
              data={(['all', ...MY_REQUEST_STATUSES] as const).map((s) => ({ value: s, label: t(`myRequests.status.${s}`) }))}
              value={status}
              onChange={(v) => {
                if (!isStatus(v)) return;
                setStatus(v);
                setPage(0);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {list.error ? (
            <ErrorBox error={list.error} />
          ) : !list.data ? (
            <Stack aria-busy="true" aria-label={t('common.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={88} radius="md" />
              ))}
            </Stack>
          ) : list.data.items.length === 0 ? (
            <Card withBorder radius="md" padding="xl">
              <Text c="dimmed" ta="center">
                {t(isFiltered ? 'myRequests.emptyFiltered' : 'myRequests.empty')}
              </Text>
            </Card>
          ) : (
            <Stack gap="sm" component="ul" aria-label={t('myRequests.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.items.map((item) => (
                <RequestCard
                  key={`${item.kind}-${item.id}`}
                  item={item}
                  onWithdraw={mayCreate && item.withdraw_id !== null ? () => setWithdrawing(item) : undefined}
                />
              ))}
            </Stack>
          )}
          {list.data && (
            <Pager page={page} total={list.data.total} exact={list.data.total_is_exact} perPage={list.data.per_page} onChange={setPage} />
          )}
        </>
      )}

      {employeeId !== null && mayCreate && (
        <>
          <ExpenseRequestModal employeeId={employeeId} opened={open === 'expense'} onClose={() => setOpen(null)} />
          <DaysOffRequestModal employeeId={employeeId} opened={open === 'daysOff'} onClose={() => setOpen(null)} />
          <TrainingRequestModal opened={open === 'training'} onClose={() => setOpen(null)} />
          <AssetRequestModal opened={open === 'asset'} onClose={() => setOpen(null)} />
          <CommuteRequestModal opened={open === 'commute'} onClose={() => setOpen(null)} />
          <WithdrawModal item={withdrawing} onClose={() => setWithdrawing(null)} />
        </>
      )}
    </Stack>
  );
}

/** Asks before a pending expense is taken back: the approver no longer sees it, and it cannot be undone. */
function WithdrawModal({ item, onClose }: { item: TMyRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawExpense();
  const confirm = () => {
    if (item?.withdraw_id == null) return;
    withdraw.mutate(item.withdraw_id, {
      onSuccess: () => toast.success(t('myRequests.withdraw.done')),
      onError: (error) => toast.error(t('error.title'), errorText(error)),
      onSettled: onClose,
    });
  };
  return (
    <Dialog opened={item !== null} onClose={onClose} title={t('myRequests.withdraw.title')} centered>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('myRequests.withdraw.text', { title: item?.title ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('myRequests.withdraw.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={withdraw.isPending}>
            {t('myRequests.withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function RequestCard({ item, onWithdraw }: { item: TMyRequest; onWithdraw?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title =
    item.kind === 'commute'
      ? item.transport_type
        ? t(`commute.transport.${item.transport_type}`)
        : t('myRequests.kind.commute')
      : item.kind === 'daysOff' && item.title === null && (item.day_off_type === 'education' || item.day_off_type === 'sick_day')
        ? t(`myRequests.${item.day_off_type}`)
        : (item.title ?? t(`myRequests.kind.${item.kind}`));
  const dates =
    item.date_from === null
      ? null
      : item.date_to && item.date_to !== item.date_from
        ? `${formatDate(item.date_from)} – ${formatDate(item.date_to)}`
        : formatDate(item.date_from);
  const facts = [
    dates,
    item.day_count !== null ? t('myRequests.dayCount', { count: item.day_count }) : null,
    item.amount !== null ? format.money(item.amount) : null,
    item.km !== null ? t('myRequests.km', { km: format.decimal(item.km) }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid={`my-request-${item.kind}-${item.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`myRequests.kind.${item.kind}`)}
            </Text>
            <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </div>
          <Badge color={STATUS_COLOR[item.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`myRequests.status.${item.status}`)}
          </Badge>
        </Group>
        {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('myRequests.submitted', { date: formatDate(item.created_at) })}
            {item.decided_at ? ` · ${t('myRequests.decided', { date: formatDate(item.decided_at) })}` : ''}
          </Text>
          {onWithdraw && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={onWithdraw}
              aria-label={t('myRequests.withdraw.label', { title: item.title ?? t(`myRequests.kind.${item.kind}`) })}
            >
              {t('myRequests.withdraw.button')}
            </Button>
          )}
        </Group>
        {item.message && (
          <Alert variant="light" color={item.status === 'declined' ? 'red' : 'gray'} icon={<IconMessage size={16} />} p="xs">
            <Text size="xs" fw={600}>
              {t('myRequests.message')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.message}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
