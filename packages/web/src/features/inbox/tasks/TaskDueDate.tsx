import { Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDueDate, isTaskOverdue, type TTask } from '@signoff/contract/workflows';

/** DD/MM/YYYY, blank for 1970-01-01; red (and said so to a screen reader) when the task is overdue and not done. */
export function TaskDueDate({ task, size = 'sm' }: { task: Pick<TTask, 'status' | 'due_date'>; size?: string }) {
  const { t } = useTranslation();
  const text = formatDueDate(task.due_date);
  if (!isTaskOverdue(task, dayjs().format('YYYY-MM-DD'))) return <>{text}</>;
  return (
    <Text component="span" size={size} c="red.8" fw={600}>
      {text}
      <VisuallyHidden> ({t('tasks.overdue')})</VisuallyHidden>
    </Text>
  );
}
