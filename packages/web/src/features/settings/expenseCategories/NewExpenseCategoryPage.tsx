import { Alert, Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WAYS_OF_INPUT, ZCreateExpenseCategoryRequestSchema, type TWayOfInput } from '@signoff/contract/expenses';
import { ApiError } from '../../../shared/api.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { fieldErrorsFromIssues } from '../../../shared/formErrors.ts';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import { useCreateExpenseCategory } from './api/createExpenseCategory.ts';

type Values = { name: string; way_of_input: TWayOfInput; price_per_kilometer: number | string; price_per_day: number | string };

const FALLBACK_BACK = '/inbox/expenses';

/** Only an in-app path is followed back, never another site. */
function backPath(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : FALLBACK_BACK;
}

/**
 * /settings/expenseCategories/new — creates a real expense category. Linked from an expense that has none while
 * default categories are disabled; afterwards the user goes back to where they came from.
 */
export function NewExpenseCategoryPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateExpenseCategory();
  // The same schema the server parses with decides what is valid, so both sides agree on every message.
  const form = useForm<Values>({
    initialValues: { name: '', way_of_input: 'total', price_per_kilometer: '', price_per_day: '' },
    validate: (values) => {
      const parsed = ZCreateExpenseCategoryRequestSchema.safeParse(values);
      return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, t, 'categories.errors');
    },
  });
  // Linked from an expense's warning box (router state `back`): return there; opened directly: the expenses list.
  const back = backPath(location.state);
  const goBack = () => void navigate(back);
  const mayCreate = me.permissions.includes('expense_categories') && !me.membership.is_read_only;

  const submit = (values: Values) => {
    const parsed = ZCreateExpenseCategoryRequestSchema.safeParse(values);
    if (!parsed.success) return;
    const body = {
      name: parsed.data.name,
      way_of_input: parsed.data.way_of_input,
      price_per_kilometer: parsed.data.way_of_input === 'kilometer-allowance' ? parsed.data.price_per_kilometer : undefined,
      price_per_day: parsed.data.way_of_input === 'day-allowance' ? parsed.data.price_per_day : undefined,
    };
    create.mutate(body, {
      onSuccess: ({ category }) => {
        toast.success(t('categories.created', { name: category.name }));
        goBack();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      },
    });
  };

  return (
    <Stack maw={560}>
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('expenses.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('categories.newTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('categories.intro')}
        </Text>
      </div>
      {!mayCreate ? (
        <Alert color="orange" variant="light" icon={<IconLock />} title={t('categories.noPermissionTitle')}>
          {t('categories.noPermission')}
        </Alert>
      ) : (
        <>
          {create.error && <ErrorBox error={create.error} />}
          <Card withBorder radius="md" padding="lg">
            <form onSubmit={form.onSubmit(submit)} noValidate>
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
                  <NumberInput
                    label={t('categories.pricePerKm')}
                    decimalScale={4}
                    min={0}
                    step={0.01}
                    prefix="€"
                    withAsterisk
                    {...form.getInputProps('price_per_kilometer')}
                  />
                )}
                {form.values.way_of_input === 'day-allowance' && (
                  <NumberInput
                    label={t('categories.pricePerDay')}
                    decimalScale={2}
                    min={0}
                    prefix="€"
                    withAsterisk
                    {...form.getInputProps('price_per_day')}
                  />
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={goBack}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={create.isPending}>
                    {t('categories.create')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        </>
      )}
    </Stack>
  );
}
