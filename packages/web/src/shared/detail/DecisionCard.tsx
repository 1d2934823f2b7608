import type { ReactNode } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoteBox } from './NoteBox.tsx';

/**
 * The note for the requester and Decline / Accept under a request that waits for this user (spec §5). The page owns
 * the note and the rule that a decline needs one; typing clears a shown "note required" error.
 */
export function DecisionCard({
  note,
  noteError,
  onNoteChange,
  onNoteErrorClear,
  onDecline,
  onAccept,
  deciding,
  noteLabel,
  notePlaceholder,
  notice,
}: {
  note: string;
  noteError: string | null;
  onNoteChange: (note: string) => void;
  onNoteErrorClear: () => void;
  onDecline: () => void;
  onAccept: () => void;
  /** The decision being sent, if any: both buttons wait, the one pressed spins. */
  deciding: 'decline' | 'accept' | null;
  /** The note box's wording where it differs from the default (an area whose note is optional either way). */
  noteLabel?: string;
  notePlaceholder?: string;
  /** What the decision will do beyond the status, said right above the buttons (e.g. records it creates). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <NoteBox
          value={note}
          onChange={(v) => {
            onNoteChange(v);
            if (noteError && v.trim()) onNoteErrorClear();
          }}
          error={noteError}
          label={noteLabel}
          placeholder={notePlaceholder}
        />
        {notice}
        <Group justify="flex-end">
          {/* The darkest shades: white on Mantine's default teal is 2.5:1, red on its light tint 3.3:1 (WCAG AA wants 4.5:1). */}
          <Button color="red.9" variant="outline" onClick={onDecline} disabled={deciding !== null} loading={deciding === 'decline'}>
            {t('detail.decline')}
          </Button>
          <Button color="teal.9" onClick={onAccept} disabled={deciding !== null} loading={deciding === 'accept'}>
            {t('detail.accept')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
