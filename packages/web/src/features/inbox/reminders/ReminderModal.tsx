import { useState } from 'react';
// eslint-disable-next-line no-restricted-imports -- the route is the dialog: it is mounted only while open
import { Alert, Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import type { TReminderDetailResponse } from '@signoff/contract/reminders';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useReminder } from './api/getReminder.ts';
import { useSetReminderClosed } from './api/setReminderClosed.ts';
import { useDeleteReminder, useEditReminder } from './api/saveReminder.ts';
import { aboutLabel, reminderTitle } from './reminderLabels.ts';
import { ReminderForm, reminderBody, serverFieldErrors } from './ReminderForm.tsx';

/**
 * `{basePath}/:reminder_id` — a reminder in a modal over its list (spec 01 §2 Reminders): close or reopen it, then
 * back to the list. What it is about shows as its name, or file-not-found / NOT_FOUND when that is gone, without an
 * error toast.
 */
export function ReminderModal({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().reminder_id);
  const isValid = Number.isInteger(id) && id > 0;
  const query = useReminder(id);
  const back = () => void navigate(basePath);
  // At the top, not centred: it opens with a loader and grows when the reminder is in, and a centred modal's top would
  // move up as it grows (a layout shift of 0.15 on a phone, Lighthouse).
  return (
    <Modal opened onClose={back} title={query.data ? reminderTitle(t, query.data.reminder) : t('reminders.title')} size="lg">
      {!isValid ? (
        <ErrorBox error={new ApiError(404, t('error.notFound'), 'NOT_FOUND', undefined)} />
      ) : query.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : query.error ? (
        <ErrorBox error={query.error} />
      ) : (
        <ReminderDetail detail={query.data} onDone={back} />
      )}
    </Modal>
  );
}

function ReminderDetail({ detail, onDone }: { detail: TReminderDetailResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const { reminder } = detail;
  const change = useSetReminderClosed();
  const edit = useEditReminder();
  const remove = useDeleteReminder();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const canAct = detail.can_process && !me.membership.is_read_only;
  // The keepers (the reminders permission) change and delete reminders; a target only closes and reopens theirs.
  const canManage = canAct && me.permissions.includes('reminders');
  if (mode === 'edit')
    return (
      <ReminderForm
        isNew={false}
        initial={{
          related_object_id: String(reminder.related_object_id ?? ''),
          target_user_id: String(reminder.target_user_id),
          description: reminder.description,
          reminder_date: reminder.reminder_date,
          expiration_date: reminder.expiration_date ?? '',
          due_date: reminder.due_date ?? '',
        }}
        initialNames={{ target: reminder.target_user_name }}
        isSaving={edit.isPending}
        submitLabel={t('reminders.form.save')}
        onCancel={() => setMode('view')}
        onSubmit={(values, setErrors) => {
          const { target_user_id, description, reminder_date, expiration_date, due_date } = reminderBody(values);
          edit.mutate(
            { reminder_id: reminder.id, target_user_id, description, reminder_date, expiration_date, due_date },
            {
              onSuccess: () => {
                toast.success(t('reminders.form.savedToast'));
                setMode('view');
              },
              onError: (error) => {
                const fields = serverFieldErrors(error);
                if (fields) setErrors(fields);
                else toast.error(t('error.title'), errorText(error));
              },
            },
          );
        }}
      />
    );
  const submit = () =>
    change.mutate(
      { reminder_id: reminder.id, closed: !reminder.closed },
      {
        onSuccess: () => {
          toast.success(t(reminder.closed ? 'reminders.reopenedToast' : 'reminders.closedToast'));
          onDone();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          toast.error(code === 'ALREADY_PROCESSED' ? t('reminders.alreadyChanged') : t('error.title'), errorText(error));
        },
      },
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t(`reminders.module.${reminder.related_object}`)}
        </Text>
        <StatusBadge status={reminder.closed ? 'closed' : 'pending'} />
      </Group>
      <Divider />
      <Stack gap={10}>
        <DetailRow label={t('reminders.about')}>{aboutLabel(t, reminder)}</DetailRow>
        {reminder.related_employee_name && <DetailRow label={t('reminders.employee')}>{reminder.related_employee_name}</DetailRow>}
        <DetailRow label={t('reminders.target')}>{reminder.target_user_name}</DetailRow>
        <DetailRow label={t('reminders.reminderDate')}>{formatDate(reminder.reminder_date)}</DetailRow>
        <DetailRow label={t('reminders.sentOn')}>{reminder.sent_on ? formatDate(reminder.sent_on) : t('reminders.notSent')}</DetailRow>
        {reminder.expiration_date && <DetailRow label={t('reminders.expirationDate')}>{formatDate(reminder.expiration_date)}</DetailRow>}
        {reminder.due_date && <DetailRow label={t('reminders.dueDate')}>{formatDate(reminder.due_date)}</DetailRow>}
        {/* The description is the modal's title; a long one is read in full here. */}
        {reminder.description.length > 60 && (
          <DetailRow label={t('reminders.description')}>
            <Text size="sm" component="span" style={{ whiteSpace: 'pre-wrap' }}>
              {reminder.description}
            </Text>
          </DetailRow>
        )}
      </Stack>
      {mode === 'delete' ? (
        <Alert color="red" title={t('reminders.form.deleteConfirm')}>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => setMode('view')}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(reminder.id, {
                  onSuccess: () => {
                    toast.success(t('reminders.form.deletedToast'));
                    onDone();
                  },
                  onError: (error) => toast.error(t('error.title'), errorText(error)),
                })
              }
            >
              {t('reminders.form.delete')}
            </Button>
          </Group>
        </Alert>
      ) : (
        canAct && (
          <Group justify="flex-end" gap="sm">
            {canManage && (
              <>
                <Button variant="subtle" color="red" onClick={() => setMode('delete')}>
                  {t('reminders.form.delete')}
                </Button>
                <Button variant="default" onClick={() => setMode('edit')}>
                  {t('reminders.form.edit')}
                </Button>
              </>
            )}
            <Button onClick={submit} loading={change.isPending} variant={reminder.closed ? 'default' : 'filled'}>
              {t(reminder.closed ? 'reminders.reopen' : 'reminders.close')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
