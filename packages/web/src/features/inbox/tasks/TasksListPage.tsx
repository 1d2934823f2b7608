import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@signoff/contract/workflows';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { useMe } from '../../../shared/session.ts';
import { TASKS_LIST, useTasks } from './api/listTasks.ts';
import { TaskDueDate } from './TaskDueDate.tsx';

/** /inbox/tasks — the tasks this user is responsible for: all, pending (those that can be done now) or done. */
export function TasksListPage() {
  const { t } = useTranslation();
  const list = useListState(...TASKS_LIST);
  const query = useTasks(list.status, list.page, list.after);
  // The keepers of workflows (HR with the permission) start them from /workflows.
  const isKeeper = useMe().permissions.includes('workflows');
  const columns: TColumn<TTask>[] = [
    {
      id: 'task',
      header: t('tasks.col.task'),
      cell: (row) => (
        <Anchor component={Link} to={`/inbox/tasks/${row.workflow_id}/${row.id}`} fw={500}>
          {row.task_name}
        </Anchor>
      ),
    },
    {
      id: 'employee',
      header: t('tasks.col.employee'),
      cell: (row) => <PersonCell name={row.employee.name} avatar={row.employee.avatar} />,
    },
    { id: 'workflow', header: t('tasks.col.workflow'), cell: (row) => <Text size="sm">{row.workflow_name}</Text> },
    { id: 'dueDate', header: t('tasks.col.dueDate'), width: 130, cell: (row) => <TaskDueDate task={row} /> },
    { id: 'status', header: t('tasks.col.status'), width: STATUS_COLUMN_WIDTH, cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      tableLabel={t('inbox.tab.tasks')}
      emptyNoun="TASKS"
      withSearch={false}
      actions={
        isKeeper && (
          <Anchor component={Link} to="/workflows" size="sm">
            {t('tasks.workflowsLink')}
          </Anchor>
        )
      }
    />
  );
}
