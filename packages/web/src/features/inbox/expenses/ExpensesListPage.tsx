import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPENSE_LIST_DEFAULT_STATUS, EXPENSE_LIST_STATUSES } from '@signoff/contract/expenses';
import { formatDate, formatEur } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { StatusTabs } from '../../../shared/list/StatusTabs.tsx';
import { SearchBox } from '../../../shared/list/SearchBox.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { expensesListQuery } from './api.ts';
import { ExpenseStatusBadge } from './ExpenseStatusBadge.tsx';

export function ExpensesListPage() {
  const { t } = useTranslation();
  const list = useListState('expenses', EXPENSE_LIST_STATUSES, EXPENSE_LIST_DEFAULT_STATUS);
  const query = useQuery(expensesListQuery(list.status, list.page, list.debouncedSearch));
  const data = query.data;
  return (
    <Stack>
      <Group justify="space-between">
        <StatusTabs statuses={EXPENSE_LIST_STATUSES} value={list.status} onChange={list.setStatus} label={t('list.statusFilter')} />
        <SearchBox value={list.search} onChange={list.setSearch} />
      </Group>
      <ListBody
        isPending={query.isPending}
        error={query.error}
        isEmpty={(data?.items.length ?? 0) === 0}
        emptyTitle={t(`expenses.empty.${list.status}`)}
        emptyDescription={list.debouncedSearch ? t('list.emptySearch', { term: list.debouncedSearch }) : undefined}
      >
        <Paper withBorder radius="md">
          <Table highlightOnHover verticalSpacing="sm" aria-label={t('inbox.tab.expenses')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('expenses.col.requester')}</Table.Th>
                <Table.Th>{t('expenses.col.submittedOn')}</Table.Th>
                <Table.Th>{t('expenses.col.description')}</Table.Th>
                <Table.Th ta="right">{t('expenses.col.amount')}</Table.Th>
                <Table.Th>{t('expenses.col.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={row.requester.avatar} name={row.requester.name} size={28} color="initials" />
                      <Text size="sm">{row.requester.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(row.date_created)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/inbox/expenses/${row.id}`}>
                      {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatEur(row.price)}</Table.Td>
                  <Table.Td>
                    <ExpenseStatusBadge status={row.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        {data && <Pager page={list.page} total={data.total} perPage={data.per_page} onChange={list.setPage} />}
      </ListBody>
    </Stack>
  );
}

