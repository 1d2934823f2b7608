import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, switchLanguage } from '../i18n/index.ts';

export function LanguagePicker() {
  const { i18n, t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      size="xs"
      value={i18n.resolvedLanguage}
      data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
      onChange={(e) => void switchLanguage(e.currentTarget.value)}
    />
  );
}
