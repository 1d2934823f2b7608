import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REMINDER_DESCRIPTION_MAX, ZAddReminderSchema, ZEditReminderSchema } from '@signoff/contract/reminders';
import { ApiError } from '../../../shared/api.ts';
import { fieldErrorsFromIssues } from '../../../shared/formErrors.ts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue.ts';
import { useReminderChoices } from './api/reminderChoices.ts';
import { GrowingTextarea } from '../../../shared/GrowingTextarea.tsx';

/** The form's values: selects hold ids as strings, optional dates are empty strings until filled in. */
export type TReminderFormValues = {
  related_object_id: string;
  target_user_id: string;
  description: string;
  reminder_date: string;
  expiration_date: string;
  due_date: string;
};

/** What the form sends: the add or edit call's body without what only one of them has. */
export function reminderBody(values: TReminderFormValues) {
  const optional = (v: string) => (v === '' ? undefined : v);
  return {
    related_object: 'employee' as const,
    related_object_id: values.related_object_id === '' ? undefined : Number(values.related_object_id),
    target_user_id: values.target_user_id === '' ? Number.NaN : Number(values.target_user_id),
    description: values.description,
    reminder_date: values.reminder_date,
    expiration_date: optional(values.expiration_date),
    due_date: optional(values.due_date),
  };
}

/**
 * Adding (about a person) or editing a reminder. The contract's schema decides what is valid, so the form and the
 * server give the same reasons; the server's field errors land on their fields too.
 */
export function ReminderForm({
  initial,
  initialNames,
  isNew,
  isSaving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TReminderFormValues;
  /** Names for the preselected ids, shown before the pickers' first answer. */
  initialNames: { target: string; about?: string };
  isNew: boolean;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (values: TReminderFormValues, setErrors: (errors: Record<string, string>) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TReminderFormValues>({
    initialValues: initial,
    validate: (values) => {
      const body = reminderBody(values);
      const parsed = isNew ? ZAddReminderSchema.safeParse(body) : ZEditReminderSchema.safeParse({ ...body, reminder_id: 1 });
      return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, t, 'reminders.errors');
    },
  });
  const [personSearch, setPersonSearch] = useState('');
  const [userSearch, setUserSearch] = useState('');
  const people = useReminderChoices(useDebouncedValue(personSearch.trim()));
  const users = useReminderChoices(useDebouncedValue(userSearch.trim()));
  // The chosen option stays in the list while the search shows other names, so the select keeps its label.
  const withChosen = (options: readonly { id: number; name: string }[] | undefined, chosen: string, name: string | undefined) => {
    const data = (options ?? []).map((o) => ({ value: String(o.id), label: o.name }));
    return chosen && name && !data.some((d) => d.value === chosen) ? [{ value: chosen, label: name }, ...data] : data;
  };
  const [names, setNames] = useState(initialNames);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values, (errors) => form.setErrors(errors));
      })}
    >
      <Stack gap="md">
        {isNew && (
          <Select
            label={t('reminders.form.about')}
            placeholder={t('reminders.form.searchPerson')}
            data={withChosen(people.data?.employees, form.values.related_object_id, names.about)}
            searchable
            searchValue={personSearch}
            onSearchChange={setPersonSearch}
            nothingFoundMessage={t('reminders.form.nobody')}
            withAsterisk
            {...form.getInputProps('related_object_id')}
            onChange={(value, option) => {
              form.setFieldValue('related_object_id', value ?? '');
              setNames((n) => ({ ...n, about: option?.label }));
            }}
          />
        )}
        <Select
          label={t('reminders.form.target')}
          description={t('reminders.form.targetHelp')}
          data={withChosen(users.data?.users, form.values.target_user_id, names.target)}
          searchable
          searchValue={userSearch}
          onSearchChange={setUserSearch}
          nothingFoundMessage={t('reminders.form.nobody')}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('target_user_id')}
          onChange={(value, option) => {
            form.setFieldValue('target_user_id', value ?? '');
            setNames((n) => ({ ...n, target: option?.label ?? n.target }));
          }}
        />
        <GrowingTextarea
          label={t('reminders.description')}
          minRows={2}
          maxLength={REMINDER_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            type="date"
            label={t('reminders.reminderDate')}
            description={t('reminders.form.reminderDateHelp')}
            // Below the field, so the three date fields stay on one line on a wide screen.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            {...form.getInputProps('reminder_date')}
          />
          <TextInput type="date" label={t('reminders.expirationDate')} {...form.getInputProps('expiration_date')} />
          <TextInput type="date" label={t('reminders.dueDate')} {...form.getInputProps('due_date')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A server answer's field reasons on the form's fields; anything else is the caller's to show. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.fields ? error.fields : null;
}
