import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of every new-request form: Cancel closes it, the submit button sends it (its label defaults to Submit). */
export function FormActions({
  onCancel,
  loading,
  disabled,
  label,
}: {
  onCancel: () => void;
  loading?: boolean;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('myRequests.cancel')}
      </Button>
      <Button type="submit" loading={loading ?? false} disabled={disabled ?? false}>
        {label ?? t('myRequests.submit')}
      </Button>
    </Group>
  );
}
