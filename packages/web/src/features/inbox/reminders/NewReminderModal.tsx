// eslint-disable-next-line no-restricted-imports -- the route is the dialog: it is mounted only while open
import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { errorText } from '../../../shared/api.ts';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useAddReminder } from './api/saveReminder.ts';
import { ReminderForm, reminderBody, serverFieldErrors } from './ReminderForm.tsx';

/** `/reminders/new` — a reminder about a person, for oneself unless another user is chosen, from today on. */
export function NewReminderModal({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const add = useAddReminder();
  const back = () => void navigate(basePath);
  return (
    <Modal opened onClose={back} title={t('reminders.form.addTitle')} centered size="lg">
      <ReminderForm
        isNew
        initial={{
          related_object_id: '',
          target_user_id: String(me.user.id),
          description: '',
          reminder_date: dayjs().format('YYYY-MM-DD'),
          expiration_date: '',
          due_date: '',
        }}
        initialNames={{ target: me.user.name }}
        isSaving={add.isPending}
        submitLabel={t('reminders.form.add')}
        onCancel={back}
        onSubmit={(values, setErrors) =>
          add.mutate(reminderBody(values), {
            onSuccess: () => {
              toast.success(t('reminders.form.addedToast'));
              back();
            },
            onError: (error) => {
              const fields = serverFieldErrors(error);
              if (fields) setErrors(fields);
              else toast.error(t('error.title'), errorText(error));
            },
          })
        }
      />
    </Modal>
  );
}
