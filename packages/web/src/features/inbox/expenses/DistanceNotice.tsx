import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TExpenseRequest } from '@signoff/contract/expenses';
import { useFormat } from '../../../shared/useFormat.ts';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';

/**
 * The extra information for distance (feature expenses/overwrite-distance-notification): the employee entered another
 * distance than the route planner suggested. A notice says so at a glance; its modal shows both and the reason.
 */
export function DistanceNotice({ request }: { request: TExpenseRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [isOpen, setIsOpen] = useState(false);
  const entered = request.distance ?? 0;
  const suggested = request.metadata.suggestedDistance ?? 0;
  const km = (value: number) => t('expenses.km', { km: format.decimal(value) });
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconRoute />} title={t('expenses.distanceNotice.title')}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('expenses.distanceNotice.summary', { entered: km(entered), suggested: km(suggested) })}</Text>
          <Button size="compact-sm" variant="light" onClick={() => setIsOpen(true)}>
            {t('expenses.distanceNotice.open')}
          </Button>
        </Group>
      </Alert>
      <Dialog opened={isOpen} onClose={() => setIsOpen(false)} title={t('expenses.distanceNotice.modalTitle')} centered>
        <Stack gap={10}>
          <DetailRow label={t('expenses.distanceNotice.entered')}>{km(entered)}</DetailRow>
          <DetailRow label={t('expenses.suggestedDistance')}>{km(suggested)}</DetailRow>
          <DetailRow label={t('expenses.distanceNotice.difference')}>
            {`${entered >= suggested ? '+' : '−'}${km(Math.abs(entered - suggested))}`}
          </DetailRow>
          {(request.metadata.startLocation || request.metadata.endLocation) && (
            <DetailRow label={t('expenses.distanceNotice.route')}>
              {`${request.metadata.startLocation || '—'} → ${request.metadata.endLocation || '—'}`}
            </DetailRow>
          )}
          <DetailRow label={t('expenses.distanceNotice.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span" c={request.metadata.distanceReason ? undefined : 'dimmed'}>
              {request.metadata.distanceReason || t('expenses.distanceNotice.noReason')}
            </Text>
          </DetailRow>
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => setIsOpen(false)}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
