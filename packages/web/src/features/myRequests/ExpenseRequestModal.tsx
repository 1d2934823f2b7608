import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { UPLOAD_MODAL_WIDTH } from '@signoff/contract/upload';
import { ApiError, errorText } from '../../shared/api.ts';
import { useMe } from '../../shared/session.ts';
import { toast } from '../../shared/toast.ts';
import { FileUpload } from '../../widgets/FileUpload.tsx';
import { useMyExpenseCategories, useRefreshAfter, useSubmitExpense } from './api/myRequests.ts';
import { FormActions } from './FormActions.tsx';
import { GrowingTextarea } from '../../shared/GrowingTextarea.tsx';

type Values = { date: string; category_id: string; total: number | string; title: string; description: string };

const initialValues = (): Values => ({ date: dayjs().format('YYYY-MM-DD'), category_id: '', total: '', title: '', description: '' });

/**
 * A new expense: first its details, then the receipt through the shared upload widget, whose upload sends the whole
 * expense (as the sick notes' upload sends the note); or the expense goes without a receipt.
 */
export function ExpenseRequestModal({ employeeId, opened, onClose }: { employeeId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const categories = useMyExpenseCategories(employeeId);
  const submit = useSubmitExpense();
  const refresh = useRefreshAfter();
  const [step, setStep] = useState<'details' | 'receipt'>('details');
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      date: (v) => (v ? null : t('myRequests.expense.errors.date')),
      category_id: (v) => (v ? null : t('myRequests.expense.errors.category')),
      total: (v) => (typeof v === 'number' && v > 0 ? null : t('myRequests.expense.errors.amount')),
      title: (v) => (v.trim() ? null : t('myRequests.expense.errors.what')),
    },
  });
  // Allowances need distances or days this short form does not ask: only categories with an amount are offered.
  const options = (categories.data?.categories ?? [])
    .filter((c) => c.way_of_input === 'total')
    .map((c) => ({ value: String(c.id), label: c.name }));

  const close = () => {
    form.setValues(initialValues());
    form.resetDirty();
    form.clearErrors();
    setStep('details');
    onClose();
  };
  const done = () => {
    toast.success(t('myRequests.sent'));
    close();
  };
  const fields = (): Record<string, string> => ({
    category_id: form.values.category_id,
    date: form.values.date,
    total: String(form.values.total),
    title: form.values.title.trim(),
    description: form.values.description,
  });
  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      form.setErrors(error.fields);
      setStep('details');
    } else toast.error(t('error.title'), errorText(error));
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('myRequests.expense.title')} size={UPLOAD_MODAL_WIDTH} centered>
      {step === 'details' ? (
        <form noValidate onSubmit={form.onSubmit(() => setStep('receipt'))}>
          <Stack>
            <TextInput type="date" label={t('myRequests.expense.date')} required {...form.getInputProps('date')} />
            <Select
              label={t('myRequests.expense.category')}
              data={options}
              required
              searchable
              disabled={categories.isPending}
              {...form.getInputProps('category_id')}
            />
            <NumberInput label={t('myRequests.expense.amount')} required min={0} decimalScale={2} {...form.getInputProps('total')} />
            <TextInput label={t('myRequests.expense.what')} required maxLength={120} {...form.getInputProps('title')} />
            <GrowingTextarea
              label={t('myRequests.expense.description')}
              minRows={2}
              maxLength={2000}
              {...form.getInputProps('description')}
            />
            <FormActions onCancel={close} label={t('myRequests.expense.next')} />
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text fw={600}>{t('myRequests.expense.receipt')}</Text>
          <Alert variant="light" color="gray" p="xs">
            <Text size="sm">{t('myRequests.expense.receiptHint')}</Text>
          </Alert>
          <FileUpload
            endpoint={expensesEndpoints.createExpense}
            relatedObject="expense"
            isScanEnabled={me.features.includes('virus_scan')}
            fields={fields()}
            onComplete={() => {
              void refresh();
              done();
            }}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setStep('details')}>
              {t('myRequests.expense.back')}
            </Button>
            <Button
              variant="default"
              loading={submit.isPending}
              onClick={() => submit.mutate(fields(), { onSuccess: done, onError: showServerError })}
            >
              {t('myRequests.expense.withoutReceipt')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
