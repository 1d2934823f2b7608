import { useState } from 'react';
import { Anchor, Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import type { TTaskDetailResponse } from '@signoff/contract/workflows';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useTask } from './api/getTask.ts';
import { useSetTaskStatus } from './api/setTaskStatus.ts';
import { TaskDueDate } from './TaskDueDate.tsx';

const LIST = '/inbox/tasks';

/** /inbox/tasks/:workflow_id/:task_id — spec 01 §2 Tasks, detail. */
export function TaskDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const taskId = Number(params.task_id);
  const workflowId = Number(params.workflow_id);
  const detail = useTask(taskId);
  const isValid = Number.isInteger(taskId) && taskId > 0 && Number.isInteger(workflowId) && workflowId > 0;
  return (
    <DetailFrame backTo={LIST} backLabel={t('tasks.back')} isValidParam={isValid} query={detail}>
      {(data) => <TaskDetail key={data.task.id} detail={data} />}
    </DetailFrame>
  );
}

function TaskDetail({ detail }: { detail: TTaskDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { task } = detail;
  const [confirming, setConfirming] = useState(false);
  const change = useSetTaskStatus();
  const isDone = task.status === 'done';
  const canAct = detail.can_process && !me.membership.is_read_only;
  const next = isDone ? 'pending' : 'done';

  const submit = () => {
    change.mutate(
      { task_id: task.id, status: next },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t(isDone ? 'tasks.reopenedToast' : 'tasks.completedToast'));
          void navigate(LIST);
        },
        onError: (error) => {
          setConfirming(false);
          const code = error instanceof ApiError ? error.code : '';
          const title =
            code === 'ALREADY_PROCESSED' ? t('tasks.alreadyChanged') : code === 'TASK_BLOCKED' ? t('tasks.blocked') : t('error.title');
          toast.error(title, errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {isDone && (
        <HandledBanner title={t('tasks.doneBanner', { time: task.date_closed === -1 ? '—' : formatDateTime(task.date_closed) })} />
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={task.employee.avatar} name={task.employee.name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {task.task_name}
                </Title>
                <Text size="sm">
                  {t('tasks.about')}{' '}
                  {task.employee.employee_accessible ? (
                    <Anchor component={Link} to={`/people/${task.employee.id}`} size="sm" fw={500}>
                      {task.employee.name}
                    </Anchor>
                  ) : (
                    <Text component="span" size="sm" fw={500}>
                      {task.employee.name}
                    </Text>
                  )}
                </Text>
              </div>
            </Group>
            <StatusBadge status={task.status} size="lg" />
          </Group>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('tasks.workflow')}>{task.workflow_name}</DetailRow>
            <DetailRow label={t('tasks.col.dueDate')}>
              {task.due_date === '1970-01-01' ? t('tasks.noDueDate') : <TaskDueDate task={task} />}
            </DetailRow>
            {!isDone && <DetailRow label={t('tasks.pendingSince')}>{formatDateTime(task.pending_since)}</DetailRow>}
            {task.description && (
              <DetailRow label={t('tasks.description')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                  {task.description}
                </Text>
              </DetailRow>
            )}
            {!isDone && task.is_blocked && <Text size="sm">{t('tasks.waitsForEarlier')}</Text>}
          </Stack>
          {canAct && (
            <Group justify="flex-end">
              <Button onClick={() => setConfirming(true)} variant={isDone ? 'default' : 'filled'} disabled={!isDone && task.is_blocked}>
                {t(isDone ? 'tasks.reopen' : 'tasks.complete')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Dialog opened={confirming} onClose={() => setConfirming(false)} title={t(isDone ? 'tasks.reopen' : 'tasks.complete')} centered>
        <Stack gap="md">
          <Text size="sm">{t(isDone ? 'tasks.confirmReopen' : 'tasks.confirmComplete', { name: task.task_name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={change.isPending}>
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
