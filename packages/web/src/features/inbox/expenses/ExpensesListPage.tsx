import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TExpenseListRow } from '@signoff/contract/expenses';
import { formatDate } from '@signoff/contract/format';
import { useFormat } from '../../../shared/useFormat.ts';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { EXPENSES_LIST, useExpensesList } from './api/listExpenses.ts';
import { ExpenseStatusBadge } from './ExpenseStatusBadge.tsx';
import { STATUS_COLUMN_WIDTH } from '../../../shared/StatusBadge.tsx';
import { RowLink } from '../../../shared/list/RowLink.tsx';

/** /inbox/expenses — status tabs (default pending, remembered), debounced search, zero-based pages. */
export function ExpensesListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListState(...EXPENSES_LIST);
  const query = useExpensesList(list.status, list.page, list.debouncedSearch, list.after);
  const columns: TColumn<TExpenseListRow>[] = [
    {
      id: 'requester',
      header: t('expenses.col.requester'),
      cell: (row) => <PersonCell name={row.requester.name} avatar={row.requester.avatar} />,
    },
    { id: 'submittedOn', header: t('expenses.col.submittedOn'), cell: (row) => formatDate(row.date_created), width: 140 },
    {
      id: 'description',
      header: t('expenses.col.description'),
      cell: (row) => <RowLink to={`/inbox/expenses/${row.id}`}>{row.title}</RowLink>,
    },
    {
      id: 'amount',
      header: t('expenses.col.amount'),
      align: 'right',
      width: 130,
      cell: (row) => (
        <Text size="sm" fw={500} component="span" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format.money(row.price)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('expenses.col.status'),
      width: STATUS_COLUMN_WIDTH,
      cell: (row) => <ExpenseStatusBadge status={row.status} />,
    },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      tableLabel={t('inbox.tab.expenses')}
      emptyNoun="EXPENSES"
    />
  );
}
