import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TExpenseStatus } from '@signoff/contract/expenses';

const COLOR: Record<TExpenseStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function ExpenseStatusBadge({ status, size = 'md' }: { status: TExpenseStatus; size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
}
