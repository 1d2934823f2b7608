import { useCallback, useState } from 'react';
import { Anchor, Badge, Button, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconEye, IconFileUnknown } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNewDocument, type TDocumentResponse } from '@signoff/contract/documents';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { errorText } from '../../../shared/api.ts';
import { toast } from '../../../shared/toast.ts';
import { useFormat } from '../../../shared/useFormat.ts';
import { useCardLayout } from '../../../shared/useCardLayout.ts';
import { useDocument } from './api/getDocument.ts';
import { downloadDocument, usePreviewLink } from './api/downloadDocument.ts';
import { useInvalidateDocuments } from './api/documentsKeys.ts';
import { ForwardStatus } from './ForwardStatus.tsx';
import { useForwarding } from './useForwarding.ts';

/** /inbox/documents/{id} — one document: its facts, its forwarding, and the PDF itself in the page (on a phone, when asked). */
export function DocumentDetailPage() {
  const { t } = useTranslation();
  const documentId = Number(useParams().id);
  const query = useDocument(documentId);
  return (
    <DetailFrame
      backTo="/inbox/documents"
      backLabel={t('documents.back')}
      isValidParam={Number.isInteger(documentId) && documentId > 0}
      query={query}
      maxWidth={1100}
    >
      {(data) => <DocumentDetail data={data} />}
    </DetailFrame>
  );
}

function DocumentDetail({ data }: { data: TDocumentResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const forwarding = useForwarding();
  const invalidate = useInvalidateDocuments();
  const document = data.file;
  const isPdf = document.mime_type === 'application/pdf';
  const isImage = document.mime_type.startsWith('image/');
  const action = forwarding.actionFor(document);

  const download = () =>
    downloadDocument(document.id, false).then(
      (link) => {
        window.location.assign(link.download_url);
        // The download counts on the server once the browser fetches it.
        setTimeout(() => void invalidate(), 1500);
      },
      (error: unknown) => toast.error(t('error.title'), errorText(error)),
    );

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={2} size="h3" miw={0} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
              {document.filename}
            </Title>
            <Group gap="sm">
              {action && (
                <Button
                  variant="default"
                  loading={forwarding.isSending}
                  onClick={() => forwarding.send([document.id], action === 'reforward')}
                >
                  {t(`documents.${action}`)}
                </Button>
              )}
              <Button leftSection={<IconDownload size={16} />} onClick={() => void download()}>
                {t('documents.download')}
              </Button>
            </Group>
          </Group>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('documents.col.type')}>{document.document_type}</DetailRow>
            <DetailRow label={t('documents.col.uploaded')}>{document.date_uploaded_formatted}</DetailRow>
            <DetailRow label={t('documents.col.size')}>{format.fileSize(document.filesize_bytes)}</DetailRow>
            {/* "New" stands beside the count it reads from: the preview counts a download, and the badge then goes
                without moving the card (under the title, on a phone its own row, it took the card up by that row). */}
            <DetailRow label={t('documents.col.downloads')}>
              <Group gap="xs" wrap="nowrap">
                {t('documents.downloadsCount', { count: document.downloads })}
                {isNewDocument(document) && (
                  <Badge color="blue" variant="filled" size="sm">
                    {t('documents.new')}
                  </Badge>
                )}
              </Group>
            </DetailRow>
            <DetailRow label={t('documents.sourceLabel')}>
              {t(`documents.source.${document.source}`)}
              {document.uploaded_by_name && document.source === 'upload' ? ` — ${document.uploaded_by_name}` : ''}
            </DetailRow>
            <DetailRow label={t('documents.col.forward')}>
              <ForwardStatus document={document} detailed />
            </DetailRow>
          </Stack>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('documents.preview')}
          </Title>
          {isPdf || isImage ? <Preview documentId={document.id} filename={document.filename} isPdf={isPdf} /> : <NoPreview />}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The file in the page, at once on a wider screen; a PDF on a phone when asked for. A phone's browser has no PDF viewer
 * to put in a page (Chrome on Android draws an empty box), and the viewer is a plugin of its own: on a slow phone's
 * processor it took over a second as the page loaded, while the page's own buttons waited (decision 0021). Showing the
 * file counts a download, so a phone counts one only once asked.
 */
function Preview({ documentId, filename, isPdf }: { documentId: number; filename: string; isPdf: boolean }) {
  const { t } = useTranslation();
  const phone = useCardLayout();
  const [asked, setAsked] = useState(false);
  if (isPdf && phone && !asked)
    return (
      <Button variant="default" w="fit-content" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setAsked(true)}>
        {t('documents.showPreview')}
      </Button>
    );
  return <ShownPreview documentId={documentId} filename={filename} isPdf={isPdf} focus={asked} />;
}

/** The file through a preview link of this user; opening it counts as a download. Focused when the person asked for it. */
function ShownPreview({ documentId, filename, isPdf, focus }: { documentId: number; filename: string; isPdf: boolean; focus: boolean }) {
  const { t } = useTranslation();
  const link = usePreviewLink(documentId, true);
  const invalidate = useInvalidateDocuments();
  // Stable, so a later render (the count refetched once the file is shown) does not take the focus back.
  const focusOnShow = useCallback((frame: HTMLIFrameElement | null) => (focus ? frame?.focus() : undefined), [focus]);
  if (link.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (link.error) return <ErrorBox error={link.error} />;
  return (
    <Stack gap="xs">
      {isPdf ? (
        <iframe
          ref={focusOnShow}
          src={link.data.download_url}
          title={filename}
          style={{ width: '100%', height: '75vh', border: 0 }}
          // Showing it counted a download: the page's count and the tab's badge follow.
          onLoad={() => void invalidate()}
        />
      ) : (
        <img
          src={link.data.download_url}
          alt={filename}
          onLoad={() => void invalidate()}
          style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
      )}
      <Anchor href={link.data.download_url} target="_blank" rel="noopener" size="sm" w="fit-content">
        <Group gap={4}>
          <IconExternalLink size={14} aria-hidden />
          {t('documents.openInNewTab')}
        </Group>
      </Anchor>
    </Stack>
  );
}

function NoPreview() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" c="dimmed">
      <IconFileUnknown size={20} aria-hidden />
      <Text size="sm">{t('documents.noPreview')}</Text>
    </Group>
  );
}
