import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api.ts';

/** The red box of spec §8: the server's reason phrase, else the HTTP status text. */
export function ErrorBox({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title ?? t('error.title')} icon={<IconAlertCircle />} role="alert">
      {errorText(error)}
    </Alert>
  );
}
