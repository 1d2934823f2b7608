import { VisuallyHidden } from '@mantine/core';
import { NOTE_MAX_LENGTH } from '@signoff/contract/common';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../GrowingTextarea.tsx';

/** Below this many characters left, a screen reader is told how many remain. */
const ANNOUNCE_BELOW = 20;

/**
 * A note for the requester, with the length counter of spec §5. The counter is read with the field, not on every
 * keystroke; only near the limit is the number left announced.
 * The placeholder defaults to the decline rule of expenses and trainings; pass one where the note is optional or always required. */
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
  const left = NOTE_MAX_LENGTH - value.length;
  return (
    <div>
      <GrowingTextarea
        label={label ?? t('detail.note')}
        placeholder={placeholder ?? t('detail.notePlaceholder')}
        minRows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error ?? undefined}
        description={`${value.length}/${NOTE_MAX_LENGTH}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        descriptionProps={{ ta: 'right', mt: 4 }}
      />
      <VisuallyHidden aria-live="polite">{left < ANNOUNCE_BELOW ? t('detail.charsLeft', { count: left }) : ''}</VisuallyHidden>
    </div>
  );
}
