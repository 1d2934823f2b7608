import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { SIGNER_NAME_MAX_LENGTH } from '@signoff/contract/contracts';
import { SignaturePad } from './SignaturePad.tsx';
import { typedSignaturePng } from './typedSignature.ts';

/** The Sign dialog: the signer's name, and a drawn signature (or the typed name as one), then Sign. */
export function SignDialog({
  opened,
  defaultName,
  isSigning,
  error,
  onClose,
  onSign,
}: {
  opened: boolean;
  defaultName: string;
  isSigning: boolean;
  error: string | null;
  onClose: () => void;
  onSign: (name: string, png: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(defaultName);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [drawn, setDrawn] = useState<string | null>(null);
  const trimmed = name.trim();
  const png = mode === 'draw' ? drawn : trimmed ? 'typed' : null;
  return (
    <Dialog opened={opened} onClose={onClose} title={t('contracts.sign.title')} size="lg" centered>
      <Stack gap="md">
        <TextInput
          label={t('contracts.sign.name')}
          value={name}
          maxLength={SIGNER_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          required
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'type' ? 'type' : 'draw')}
          data={[
            { value: 'draw', label: t('contracts.sign.draw') },
            { value: 'type', label: t('contracts.sign.type') },
          ]}
          aria-label={t('contracts.sign.how')}
        />
        {mode === 'draw' ? (
          <SignaturePad onChange={setDrawn} label={t('contracts.sign.pad')} />
        ) : (
          <Text
            size="xl"
            fs="italic"
            ff="'Segoe Script', 'Brush Script MT', cursive"
            p="md"
            style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 8 }}
          >
            {trimmed || t('contracts.sign.typeHint')}
          </Text>
        )}
        <Text size="sm">{t('contracts.sign.consent')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => onSign(trimmed, mode === 'draw' ? drawn! : typedSignaturePng(trimmed))}
            disabled={!trimmed || !png}
            loading={isSigning}
          >
            {t('contracts.sign.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
