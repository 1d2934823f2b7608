import type { ReactNode } from 'react';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** Only web addresses leave the product; anything else (javascript:, data:…) is never followed. */
export function isSafeExternalUrl(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Asks before leaving to an external site (spec 02 §2.4); opens it in a new tab only on "Go to external site". */
export function confirmExternalLink(href: string, t: TFunction) {
  if (!isSafeExternalUrl(href)) return;
  modals.openConfirmModal({
    title: t('external.title'),
    centered: true,
    children: (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {t('external.text', { url: href })}
      </Text>
    ),
    labels: { confirm: t('external.go'), cancel: t('common.cancel') },
    onConfirm: () => void window.open(href, '_blank', 'noopener,noreferrer'),
  });
}

/** A link that leaves the product: a real <a> (so it reads and copies as a link) whose click asks first. */
export function ExternalLink({ href, children, ...anchorProps }: { href: string; children: ReactNode } & AnchorProps) {
  const { t } = useTranslation();
  if (!isSafeExternalUrl(href)) return <Text span>{children}</Text>;
  return (
    <Anchor
      {...anchorProps}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        confirmExternalLink(href, t);
      }}
    >
      {children}
    </Anchor>
  );
}
