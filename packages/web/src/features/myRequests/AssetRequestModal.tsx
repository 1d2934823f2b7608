import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_ASSET_TYPE_ID } from '@signoff/contract/assets';
import { ApiError, errorText } from '../../shared/api.ts';
import { toast } from '../../shared/toast.ts';
import { useFormat } from '../../shared/useFormat.ts';
import { useAssetCatalogue, useSubmitAssetRequest } from './api/myRequests.ts';
import { FormActions } from './FormActions.tsx';
import { GrowingTextarea } from '../../shared/GrowingTextarea.tsx';

type Values = { asset_type_id: string; name: string; price: number | string; motivation: string };
const initialValues = (): Values => ({ asset_type_id: '', name: '', price: '', motivation: '' });
const OTHER = String(CUSTOM_ASSET_TYPE_ID);

/** An asset from the company's catalogue, or something else named and priced by the employee. */
export function AssetRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const catalogue = useAssetCatalogue(opened);
  const submit = useSubmitAssetRequest();
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      asset_type_id: (v) => (v ? null : t('myRequests.asset.errors.asset')),
      name: (v, values) => (values.asset_type_id !== OTHER || v.trim() ? null : t('myRequests.asset.errors.name')),
      price: (v, values) =>
        values.asset_type_id !== OTHER || (typeof v === 'number' && v >= 0) ? null : t('myRequests.asset.errors.price'),
    },
  });
  const isOther = form.values.asset_type_id === OTHER;
  const options = [
    ...(catalogue.data?.items ?? []).map((type) => ({
      value: String(type.id),
      label: type.price > 0 ? `${type.name} (${format.money(type.price)})` : type.name,
    })),
    { value: OTHER, label: t('myRequests.asset.other') },
  ];
  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };
  const send = (values: Values) =>
    submit.mutate(
      {
        motivation: values.motivation.trim(),
        requested_assets: [
          values.asset_type_id === OTHER
            ? { asset_type_id: CUSTOM_ASSET_TYPE_ID, name: values.name.trim(), price: Number(values.price), description: '' }
            : { asset_type_id: Number(values.asset_type_id) },
        ],
      },
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
  return (
    <Dialog opened={opened} onClose={close} title={t('myRequests.asset.title')} size="lg" centered>
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack>
          <Select
            label={t('myRequests.asset.asset')}
            data={options}
            required
            searchable
            disabled={catalogue.isPending}
            {...form.getInputProps('asset_type_id')}
          />
          {isOther && (
            <>
              <TextInput label={t('myRequests.asset.name')} required maxLength={200} {...form.getInputProps('name')} />
              <NumberInput label={t('myRequests.asset.price')} required min={0} decimalScale={2} {...form.getInputProps('price')} />
            </>
          )}
          <GrowingTextarea label={t('myRequests.asset.motivation')} minRows={2} maxLength={2000} {...form.getInputProps('motivation')} />
          <FormActions onCancel={close} loading={submit.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
