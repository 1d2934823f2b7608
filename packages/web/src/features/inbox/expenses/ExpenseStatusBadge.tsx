import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TExpenseStatus } from '@signoff/contract/expenses';

const COLOR: Record<TExpenseStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function ExpenseStatusBadge({ status }: { status: TExpenseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
