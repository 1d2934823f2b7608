import { Anchor, Button, Card, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WAYS_OF_INPUT, ZCreateExpenseCategoryRequestSchema, type TExpenseCategory, type TWayOfInput } from '@signoff/contract/expenses';
import { api, ApiError } from '../../../shared/api.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { toast } from '../../../shared/toast.ts';

type Values = { name: string; way_of_input: TWayOfInput; price_per_kilometer: number | string; price_per_day: number | string };

/** Creates a real expense category (linked from an expense that has none). */
export function NewExpenseCategoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: { name: '', way_of_input: 'total', price_per_kilometer: '', price_per_day: '' },
    validate: (values) => {
      const parsed = ZCreateExpenseCategoryRequestSchema.safeParse(values);
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const create = useMutation({
    mutationFn: (values: Values) => api.post<{ category: TExpenseCategory }>('/api/expenses/createExpenseCategory', values),
    onSuccess: async ({ category }) => {
      await client.invalidateQueries({ queryKey: ['expenses'] });
      toast.success(t('categories.created', { name: category.name }));
      void navigate('/inbox/expenses');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
    },
  });
  return (
    <Stack maw={560}>
      <Anchor component={Link} to="/inbox/expenses" size="sm">
        {t('expenses.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('categories.newTitle')}
      </Title>
      {create.error && <ErrorBox error={create.error} />}
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
          <Stack>
            <TextInput label={t('categories.name')} withAsterisk maxLength={100} {...form.getInputProps('name')} />
            <Select
              label={t('categories.wayOfInput')}
              data={WAYS_OF_INPUT.map((w) => ({ value: w, label: t(`categories.ways.${w}`) }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('way_of_input')}
            />
            {form.values.way_of_input === 'kilometer-allowance' && (
              <NumberInput label={t('categories.pricePerKm')} decimalScale={4} min={0} step={0.01} prefix="€" withAsterisk {...form.getInputProps('price_per_kilometer')} />
            )}
            {form.values.way_of_input === 'day-allowance' && (
              <NumberInput label={t('categories.pricePerDay')} decimalScale={2} min={0} prefix="€" withAsterisk {...form.getInputProps('price_per_day')} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/inbox/expenses')}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('categories.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
