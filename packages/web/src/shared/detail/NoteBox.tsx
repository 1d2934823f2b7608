import { Text, Textarea } from '@mantine/core';
import { NOTE_MAX_LENGTH } from '@signoff/contract/common';
import { useTranslation } from 'react-i18next';

/** A note for the requester, with the length counter of spec §5. */
/** The placeholder defaults to the decline rule of expenses and trainings; pass one where the note is optional or always required. */
export function NoteBox({
  value,
  onChange,
  error,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Textarea
        label={label ?? t('detail.note')}
        placeholder={placeholder ?? t('detail.notePlaceholder')}
        autosize
        minRows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error ?? undefined}
      />
      <Text size="xs" c="dimmed" ta="right" aria-live="polite">
        {value.length}/{NOTE_MAX_LENGTH}
      </Text>
    </div>
  );
}
