import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../shared/Dialog.tsx';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 02 §2.4: leaving to an external site asks first, with a go-to-external-site button. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Anchor
        href={href}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Group gap={4} component="span" display="inline-flex">
          {children}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
      <Dialog opened={asking} onClose={() => setAsking(false)} title={t('externalLink.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('externalLink.text', { host: new URL(href).host })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={() => setAsking(false)}>
              {t('externalLink.go')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
