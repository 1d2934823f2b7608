import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import type { TDocumentRow } from '@signoff/contract/documents';

const COLOR = { 'not-sent': 'gray', sending: 'blue', sent: 'teal' } as const;

/** A document's forwarding (spec §4: not-sent, sending, sent), with the reason of a failure and where it went. */
export function ForwardStatus({ document, detailed = false }: { document: TDocumentRow; detailed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLOR[document.forward_status]} variant="light" style={{ flexShrink: 0 }}>
        {t(`documents.forwardStatus.${document.forward_status}`)}
      </Badge>
      {document.forward_error && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {t('documents.forwardFailed', { reason: document.forward_error })}
        </Text>
      )}
      {detailed && document.forward_status === 'sent' && document.forwarded_to && (
        <Text size="xs" c="dimmed">
          {t('documents.sentTo', { email: document.forwarded_to, date: formatDate(document.forwarded_at) })}
        </Text>
      )}
    </Stack>
  );
}
