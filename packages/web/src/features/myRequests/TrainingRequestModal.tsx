import { NumberInput, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../shared/api.ts';
import { toast } from '../../shared/toast.ts';
import { useSubmitTraining } from './api/myRequests.ts';
import { FormActions } from './FormActions.tsx';
import { GrowingTextarea } from '../../shared/GrowingTextarea.tsx';

type Values = { name: string; cost: number | string; motivation: string };
const initialValues = (): Values => ({ name: '', cost: '', motivation: '' });

/** A request for a training not in the catalogue: its name and cost, and why. */
export function TrainingRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitTraining();
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      name: (v) => (v.trim() ? null : t('myRequests.training.errors.name')),
      cost: (v) => (typeof v === 'number' && v >= 0 ? null : t('myRequests.training.errors.cost')),
    },
  });
  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };
  const send = (values: Values) =>
    submit.mutate(
      { new_training_name: values.name.trim(), new_training_cost: Number(values.cost), motivation: values.motivation.trim() },
      {
        onSuccess: () => {
          toast.success(t('myRequests.sent'));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields)
            form.setErrors({
              name: error.fields.new_training_name,
              cost: error.fields.new_training_cost,
              motivation: error.fields.motivation,
            });
          toast.error(t('error.title'), errorText(error));
        },
      },
    );
  return (
    <Dialog opened={opened} onClose={close} title={t('myRequests.training.title')} size="lg" centered>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack>
          <TextInput label={t('myRequests.training.name')} required maxLength={200} {...form.getInputProps('name')} />
          <NumberInput label={t('myRequests.training.cost')} required min={0} decimalScale={2} {...form.getInputProps('cost')} />
          <GrowingTextarea label={t('myRequests.training.motivation')} minRows={2} maxLength={2000} {...form.getInputProps('motivation')} />
          <FormActions onCancel={close} loading={submit.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
