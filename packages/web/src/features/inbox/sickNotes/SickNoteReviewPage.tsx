import { useState } from 'react';
import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../../shared/useDraft.ts';
import { formatDate } from '@signoff/contract/format';
import { documentLabelKey, type TSickNoteDetailResponse } from '@signoff/contract/sickNotes';
import { errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { NoteBox } from '../../../shared/detail/NoteBox.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { FilePreviewModal } from '../../../widgets/FilePreviewModal.tsx';
import { sickNoteDetailQuery } from './api/getSickNote.ts';
import { useProcessSickNote } from './api/processSickNote.ts';

const LIST = '/inbox/sickNotes';

export function SickNoteReviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().sickday_id);
  const isValid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...sickNoteDetailQuery(id), enabled: isValid });
  return (
    <DetailFrame backTo={LIST} backLabel={t('sickNotes.back')} isValidParam={isValid} query={detail}>
      {(loaded) => <Review detail={loaded} />}
    </DetailFrame>
  );
}

function Review({ detail }: { detail: TSickNoteDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [resolution, setResolution] = useState<'1' | '0' | null>(null);
  const [message, setMessage, clearMessage] = useDraft('message');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const process = useProcessSickNote();
  const note = detail.note_detail;
  const label = t(`sickNotes.${documentLabelKey(detail.day_off_type_id)}`);

  const submit = () => {
    if (!resolution) {
      toast.error(t('FORM_INVALID'), t('PLEASE_FILL_ALL_FORMS'));
      return;
    }
    if (resolution === '0' && message.trim() === '') {
      setMessageError(t('sickNotes.messageRequired'));
      return;
    }
    process.mutate(
      { id: note.id, resolution, message },
      {
        onSuccess: () => {
          clearMessage();
          toast.success(t(resolution === '1' ? 'sickNotes.accepted' : 'sickNotes.declined'));
          void navigate(LIST);
        },
        onError: (error) => toast.error(t('error.title'), errorText(error)),
      },
    );
  };

  return (
    <Stack>
      {note.checked !== null && (
        <HandledBanner title={t('sickNotes.alreadyChecked')}>
          {t(note.checked === '1' ? 'sickNotes.checkedAccepted' : 'sickNotes.checkedDeclined', { name: note.checked_by_name ?? '—' })}
          {note.message ? ` — ${note.message}` : ''}
        </HandledBanner>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {label}: {detail.requester_name}
            </Title>
            <Badge variant="light">{detail.day_off_type_name}</Badge>
          </Group>
          <DetailRow label={t('sickNotes.uploadedBy')}>{detail.uploader_name}</DetailRow>
          <DetailRow label={t('sickNotes.uploadedOn')}>{note.date_uploaded_formatted}</DetailRow>
          <DetailRow label={t('sickNotes.absentDates')}>{detail.note_related_dates.map((d) => formatDate(d)).join(', ')}</DetailRow>
          <DetailRow label={t('sickNotes.file')}>
            <Group gap="xs">
              <Text size="sm" component="span">
                {detail.filename}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => setIsPreviewOpen(true)}>
                {t('file.view')}
              </Button>
            </Group>
          </DetailRow>
        </Stack>
      </Card>
      {detail.can_process && !me.membership.is_read_only && (
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Radio.Group label={t('sickNotes.decision')} value={resolution} onChange={(v) => setResolution(v as '1' | '0')}>
              <Group mt="xs">
                <Radio value="1" label={t('sickNotes.accept')} />
                <Radio value="0" label={t('sickNotes.decline')} />
              </Group>
            </Radio.Group>
            <NoteBox
              label={t('sickNotes.message')}
              placeholder={t('sickNotes.messagePlaceholder')}
              value={message}
              onChange={(v) => {
                setMessage(v);
                if (v.trim()) setMessageError(null);
              }}
              error={messageError}
            />
            <Group justify="flex-end">
              <Button onClick={submit} loading={process.isPending}>
                {t('sickNotes.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <FilePreviewModal
        opened={isPreviewOpen}
        onClose={() => setIsPreviewOpen(false)}
        filename={detail.filename}
        mimeType={detail.mime_type}
        urlQuery={{
          queryKey: ['sickNotes', 'file', note.id],
          queryFn: () => Promise.resolve({ download_url: `/api/inbox/sickNotes/file/${note.id}/content` }),
        }}
      />
    </Stack>
  );
}
