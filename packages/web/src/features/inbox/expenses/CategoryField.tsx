import { useState } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { Tooltip } from '../../../shared/Tooltip.tsx';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { categoriesOfferedForEdit, type TExpenseDetailResponse } from '@signoff/contract/expenses';
import { MultiLevelPicker, type TPickerSection } from '../../../shared/MultiLevelPicker.tsx';
import { toast } from '../../../shared/toast.ts';
import { errorText } from '../../../shared/api.ts';
import { useActiveCategories } from './api/listCategories.ts';
import { useEditExpenseCategory } from './api/editExpenseCategory.ts';

/**
 * The category, with the pencil of spec §2 while the expense is pending and the user may change it. Only
 * categories with the same way of input are offered, the default one only when allowed (contract rule).
 */
export function CategoryField({ detail, isEditable }: { detail: TExpenseDetailResponse; isEditable: boolean }) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const { request } = detail;
  const categories = useActiveCategories(isEditing);
  const edit = useEditExpenseCategory(request.id);
  const name = request.category_name ?? t('expenses.noCategory');

  if (!isEditing || !isEditable)
    return (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" component="span" fs={request.category_name ? undefined : 'italic'} c={request.category_name ? undefined : 'dimmed'}>
          {name}
        </Text>
        {isEditable && (
          <Tooltip label={t('expenses.editCategory')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('expenses.editCategory')} onClick={() => setIsEditing(true)}>
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );

  const offered = categoriesOfferedForEdit(
    categories.data ?? [],
    { way_of_input: request.category_way_of_input, category_id: request.category_id },
    detail.is_default_category_allowed,
  );
  // Section: the way of input (the one this expense was entered with); groups: the company's own and the default categories.
  const sections: TPickerSection[] = [...new Set(offered.map((c) => c.way_of_input))].map((way) => ({
    key: way,
    label: t(`expenses.wayOfInput.${way}`),
    groups: (['company', 'default'] as const).map((kind) => ({
      key: `${way}-${kind}`,
      label: t(`expenses.categoryGroup.${kind}`),
      options: offered
        .filter((c) => c.way_of_input === way && c.is_default === (kind === 'default'))
        .map((c) => ({ value: String(c.id), label: c.name })),
    })),
  }));
  const close = () => {
    setIsEditing(false);
    setChoice(null);
  };
  return (
    <Group gap="xs" align="flex-end">
      <MultiLevelPicker
        label={t('expenses.category')}
        placeholder={categories.isPending ? t('common.loading') : t('expenses.chooseCategory')}
        sections={sections}
        value={choice}
        onChange={setChoice}
        nothingFound={t('expenses.noOtherCategory')}
        error={categories.error ? errorText(categories.error) : undefined}
        size="xs"
        w={240}
        autoFocus
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
                close();
              },
              onError: (error) => toast.error(t('error.title'), errorText(error)),
            },
          )
        }
      >
        {t('common.save')}
      </Button>
      <Button size="xs" variant="default" onClick={close}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
