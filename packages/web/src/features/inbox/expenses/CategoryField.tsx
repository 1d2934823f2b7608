import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesOfferedForEdit, type TExpenseDetailResponse } from '@signoff/contract/expenses';
import { categoriesQuery, useEditExpenseCategory } from './api.ts';
import { toast } from '../../../shared/toast.ts';
import { errorText } from '../../../shared/api.ts';

/** The category, with the pencil of spec §2 while the expense is pending. */
export function CategoryField({ detail }: { detail: TExpenseDetailResponse }) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const categories = useQuery({ ...categoriesQuery, enabled: isEditing });
  const edit = useEditExpenseCategory();
  const { request } = detail;
  const name = request.category_name ?? t('expenses.noCategory');

  if (!isEditing)
    return (
      <Group gap="xs">
        <Text size="sm" component="span">
          {name}
        </Text>
        {detail.can_edit_category && (
          <ActionIcon variant="subtle" size="sm" aria-label={t('expenses.editCategory')} onClick={() => setIsEditing(true)}>
            <IconPencil size={14} />
          </ActionIcon>
        )}
      </Group>
    );

  const offered = categoriesOfferedForEdit(
    categories.data ?? [],
    { way_of_input: request.category_way_of_input, category_id: request.category_id },
    detail.is_default_category_allowed,
  );
  return (
    <Group gap="xs" align="flex-end">
      <Select
        aria-label={t('expenses.category')}
        placeholder={categories.isPending ? t('common.loading') : t('expenses.chooseCategory')}
        data={offered.map((c) => ({ value: String(c.id), label: c.name }))}
        value={choice}
        onChange={setChoice}
        nothingFoundMessage={t('expenses.noOtherCategory')}
        w={240}
      />
      <Button
        size="xs"
        disabled={!choice}
        loading={edit.isPending}
        onClick={() =>
          edit.mutate(
            { expense_id: request.expense_id, category_id: Number(choice) },
            {
              onSuccess: () => {
                toast.success(t('expenses.categorySaved'));
                setIsEditing(false);
                setChoice(null);
              },
              onError: (error) => toast.error(t('error.title'), errorText(error)),
            },
          )
        }
      >
        {t('common.save')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setIsEditing(false)}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
