import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IGNORE_REASONS, firstSickDayNotice, isIgnoreReasonAllowed, type TIgnoreReason } from '@signoff/contract/sickNotes';
import { firstSickDayCountQuery } from './api/firstSickDayCount.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  label: string;
  personName: string;
  employeeId: number;
  selectedCount: number;
  year: number;
  isSaving: boolean;
  onConfirm: (reason: TIgnoreReason) => void;
};

/** The ignore dialog of spec §2/§5: a reason per selection, with the first-sick-day notices. */
export function IgnoreSickDaysModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={props.opened}
      onClose={props.onClose}
      title={t('sickNotes.ignoreTitle', { label: props.label, lower: props.label.toLocaleLowerCase(), count: props.selectedCount })}
      centered
      size="md"
    >
      {props.opened && <IgnoreForm {...props} />}
    </Dialog>
  );
}

function IgnoreForm({ onClose, personName, employeeId, selectedCount, year, isSaving, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TIgnoreReason | null>(null);
  const count = useQuery(firstSickDayCountQuery(employeeId, year));
  const notice = count.data === undefined ? null : firstSickDayNotice(count.data);
  return (
    <Stack>
      {notice === 'warning' && (
        <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
          {t('sickNotes.firstSickDaysWarning', { name: personName, count: count.data })}
        </Alert>
      )}
      {notice === 'info' && (
        <Alert color="blue" icon={<IconInfoCircle />}>
          {t('sickNotes.firstSickDaysInfo', { name: personName, count: count.data })}
        </Alert>
      )}
      <Radio.Group label={t('sickNotes.reason')} value={reason} onChange={(v) => setReason(v as TIgnoreReason)} withAsterisk>
        <Stack mt="xs" gap="xs">
          {IGNORE_REASONS.map((r) => {
            const isAllowed = isIgnoreReasonAllowed(r, selectedCount);
            return (
              <Radio
                key={r}
                value={r}
                label={t(`sickNotes.reasons.${r}`)}
                disabled={!isAllowed}
                description={isAllowed ? undefined : t('sickNotes.firstDayOnlyOne')}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {t('sickNotes.ignoreInfo')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" disabled={!reason} loading={isSaving} onClick={() => reason && onConfirm(reason)}>
          {t('sickNotes.ignoreConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
