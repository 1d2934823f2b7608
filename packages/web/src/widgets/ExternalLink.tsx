import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** A link that leaves the product asks first (spec 02 §2.4). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        modals.openConfirmModal({
          title: t('external.title'),
          children: <Text size="sm">{t('external.text', { url: href })}</Text>,
          labels: { confirm: t('external.go'), cancel: t('common.cancel') },
          onConfirm: () => window.open(href, '_blank', 'noopener,noreferrer'),
        });
      }}
    >
      {children}
    </Anchor>
  );
}
