import { Avatar, Group, Stack, Text, Timeline } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import type { TExpenseDetailResponse } from '@signoff/contract/expenses';

/** Who decided, when, with what note, and what else happened to the expense on the way. */
export function ApprovalDetailsModal({
  opened,
  onClose,
  detail,
}: {
  opened: boolean;
  onClose: () => void;
  detail: TExpenseDetailResponse;
}) {
  const { t } = useTranslation();
  const { request, history } = detail;
  return (
    <Dialog opened={opened} onClose={onClose} title={t('expenses.approvalDetails')} centered>
      <Stack>
        <Text size="sm">
          {t(`expenses.decidedBy.${request.status}`, {
            name: request.approver_user_name ?? '—',
            time: formatDateTime(request.time_closed),
          })}
        </Text>
        {request.manager_name && (
          <Group gap="sm">
            <Avatar src={request.manager_photo} name={request.manager_name} size={32} color="initials" />
            <Text size="sm">{t('expenses.manager', { name: request.manager_name })}</Text>
          </Group>
        )}
        <Timeline bulletSize={14} lineWidth={2}>
          {history.map((h, i) => (
            <Timeline.Item key={i} title={t(`expenses.history.${h.action}`, { defaultValue: h.action })}>
              <Text size="xs" c="dimmed">
                {h.by_name} · {formatDateTime(h.at)}
              </Text>
              {h.note && <Text size="sm">{h.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Dialog>
  );
}
