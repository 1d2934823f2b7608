import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_COMMUTE_KM, TRANSPORT_TYPES, type TTransportType } from '@signoff/contract/commute';
import { ApiError, errorText } from '../../shared/api.ts';
import { toast } from '../../shared/toast.ts';
import { useSubmitCommute } from './api/myRequests.ts';
import { FormActions } from './FormActions.tsx';

type Values = { date: string; transport_type: string; km: number | string };
const initialValues = (): Values => ({ date: dayjs().format('YYYY-MM-DD'), transport_type: '', km: '' });
const isTransport = (v: string): v is TTransportType => (TRANSPORT_TYPES as readonly string[]).includes(v);

/** How one came to work on a day, for the manager to accept. */
export function CommuteRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitCommute();
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      date: (v) => (v ? null : t('myRequests.commute.errors.date')),
      transport_type: (v) => (isTransport(v) ? null : t('myRequests.commute.errors.transport')),
      km: (v) => (v === '' || (typeof v === 'number' && v >= 0 && v <= MAX_COMMUTE_KM) ? null : t('myRequests.commute.errors.km')),
    },
  });
  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };
  const send = (values: Values) => {
    if (!isTransport(values.transport_type)) return;
    submit.mutate(
      { date: values.date, transport_type: values.transport_type, ...(values.km === '' ? {} : { km: Number(values.km) }) },
      {
        onSuccess: () => {
          toast.success(t('myRequests.sent'));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
          toast.error(t('error.title'), errorText(error));
        },
      },
    );
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('myRequests.commute.title')} size="lg" centered>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack>
          <TextInput type="date" label={t('myRequests.commute.date')} required {...form.getInputProps('date')} />
          <Select
            label={t('myRequests.commute.transport')}
            data={TRANSPORT_TYPES.map((type) => ({ value: type, label: t(`commute.transport.${type}`) }))}
            required
            {...form.getInputProps('transport_type')}
          />
          <NumberInput label={t('myRequests.commute.km')} min={0} max={MAX_COMMUTE_KM} decimalScale={2} {...form.getInputProps('km')} />
          <FormActions onCancel={close} loading={submit.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
