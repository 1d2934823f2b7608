import { Anchor, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { Dialog } from '../shared/Dialog.tsx';
import { IconExternalLink, IconFileUnknown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LazyQuery } from '../shared/lazyQuery.ts';
import { ErrorBox } from '../shared/detail/ErrorBox.tsx';

/**
 * Preview of an attached file: images inline, PDFs in a frame, anything else as a link to open it.
 * The URL is asked for only when the modal opens, so access is checked at that moment.
 */
export function FilePreviewModal({
  opened,
  onClose,
  filename,
  mimeType,
  urlQuery,
}: {
  opened: boolean;
  onClose: () => void;
  filename: string;
  mimeType: string | null;
  urlQuery: LazyQuery<{ download_url: string }>;
}) {
  const { t } = useTranslation();
  const url = useQuery({ ...urlQuery, enabled: opened });
  const isImage = mimeType ? mimeType.startsWith('image/') : /\.(png|jpe?g|gif|webp)$/i.test(filename);
  const isPdf = mimeType ? mimeType === 'application/pdf' : /\.pdf$/i.test(filename);
  return (
    <Dialog opened={opened} onClose={onClose} title={filename} size={isPdf ? '80rem' : 'xl'} centered>
      {url.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : url.error ? (
        <ErrorBox error={url.error} />
      ) : (
        <Stack>
          {/* Never stretched beyond its own size: a small scan stays sharp, a large photo fits the window. */}
          {isImage && (
            <Image src={url.data.download_url} alt={filename} fit="contain" w="auto" maw="100%" mah="70vh" mx="auto" radius="sm" />
          )}
          {isPdf && <iframe src={url.data.download_url} title={filename} style={{ width: '100%', height: '75vh', border: 0 }} />}
          {!isImage && !isPdf && (
            <Group gap="xs" c="dimmed">
              <IconFileUnknown size={20} />
              <Text size="sm">{t('file.noPreview')}</Text>
            </Group>
          )}
          <Anchor href={url.data.download_url} target="_blank" rel="noopener" size="sm">
            <Group gap={4}>
              <IconExternalLink size={14} />
              {t('file.openInNewTab')}
            </Group>
          </Anchor>
        </Stack>
      )}
    </Dialog>
  );
}
