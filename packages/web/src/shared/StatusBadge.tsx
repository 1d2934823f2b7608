import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per meaning, whatever word an area uses for it (approved/accepted, rejected/declined). */
const COLOR: Record<string, string> = {
  pending: 'yellow',
  approved: 'teal',
  accepted: 'teal',
  done: 'teal',
  requested: 'teal',
  rejected: 'red',
  declined: 'red',
  closed: 'gray',
  ignored: 'gray',
};

/** A status column wide enough for the longest word of every language (NL "GOEDGEKEURD", FR "EN ATTENTE") untruncated. */
export const STATUS_COLUMN_WIDTH = 160;

/** A request's status as a badge, worded by the shared `status.*` keys. */
export function StatusBadge({ status, size = 'md' }: { status: string; size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" size={size} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
