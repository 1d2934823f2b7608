import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Wide enough for the longest placeholder (FR "Rechercher par nom ou description") untruncated. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      aria-label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      rightSection={value ? <CloseButton aria-label={t('list.clearSearch')} onClick={() => onChange('')} /> : null}
      w={320}
    />
  );
}
