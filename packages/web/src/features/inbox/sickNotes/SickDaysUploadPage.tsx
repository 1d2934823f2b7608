import { useState } from 'react';
import { Avatar, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/useFormat.ts';
import dayjs from 'dayjs';
import { formatDate } from '@signoff/contract/format';
import { UPLOAD_MODAL_WIDTH } from '@signoff/contract/upload';
import { SICK_NOTE_FINISH_DELAY_MS, documentLabelKey, type TSickDaysPersonResponse } from '@signoff/contract/sickNotes';
import { errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { FileUpload } from '../../../widgets/FileUpload.tsx';
import { sickDaysPersonQuery } from './api/getSickDaysOfPerson.ts';
import { useIgnoreSickDays } from './api/ignoreSickDays.ts';
import { useInvalidateSickNotes } from './api/sickNotesKeys.ts';
import { IgnoreSickDaysModal } from './IgnoreSickDaysModal.tsx';

const LIST = '/inbox/sickNotes';

export function SickDaysUploadPage() {
  const { t } = useTranslation();
  const params = useParams();
  const employeeId = Number(params.employee_id);
  const dayOffTypeId = Number(params.day_off_type_id);
  const isValid = Number.isInteger(employeeId) && employeeId > 0 && Number.isInteger(dayOffTypeId) && dayOffTypeId >= -1;
  const person = useQuery({ ...sickDaysPersonQuery(employeeId, dayOffTypeId), enabled: isValid });
  return (
    <DetailFrame backTo={LIST} backLabel={t('sickNotes.back')} isValidParam={isValid} query={person}>
      {(loaded) => <SickDays data={loaded} />}
    </DetailFrame>
  );
}

function SickDays({ data }: { data: TSickDaysPersonResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidateSickNotes();
  const ignore = useIgnoreSickDays();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'upload' | 'ignore' | null>(null);
  const label = t(`sickNotes.${documentLabelKey(data.day_off_type_id)}`);
  const selectedDays = data.pending_dates.filter((d) => selected.includes(d.id));
  const canAct = !me.membership.is_read_only;

  /** When nothing is left to handle the page is done: back to the list with ALL_SICK_DAYS_PROCESSED. */
  const finishIfDone = async () => {
    await invalidate();
    const fresh = await client.fetchQuery(sickDaysPersonQuery(data.requester.id, data.day_off_type_id));
    if (fresh.pending_dates.length === 0) {
      toast.success(t('sickNotes.ALL_SICK_DAYS_PROCESSED'));
      void navigate(LIST);
    }
  };

  const allIds = data.pending_dates.map((d) => d.id);
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Group>
          <Avatar src={data.requester.avatar} name={data.requester.name} size={48} color="initials" />
          <div>
            <Title order={2} size="h3">
              {data.requester.name}
            </Title>
            <Text c="dimmed" size="sm">
              {data.day_off_type_name} · {label}
            </Text>
          </div>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Title order={3} size="h5">
            {t('sickNotes.pendingDates')}
          </Title>
          {data.pending_dates.length > 0 && canAct && (
            <Checkbox
              label={t('sickNotes.selectAll')}
              checked={selected.length === allIds.length}
              indeterminate={selected.length > 0 && selected.length < allIds.length}
              onChange={(e) => setSelected(e.currentTarget.checked ? allIds : [])}
            />
          )}
          <Checkbox.Group value={selected.map(String)} onChange={(v) => setSelected(v.map(Number))}>
            <Stack gap="xs">
              {data.pending_dates.map((d) => (
                <Checkbox key={d.id} value={String(d.id)} label={`${formatDate(d.date)} (${format.weekday(d.date)})`} disabled={!canAct} />
              ))}
            </Stack>
          </Checkbox.Group>
          {data.pending_dates.length === 0 && <Text c="dimmed">{t('sickNotes.ALL_SICK_DAYS_PROCESSED')}</Text>}
          {canAct && (
            <Group justify="flex-end">
              <Button variant="default" color="orange" disabled={selected.length === 0} onClick={() => setDialog('ignore')}>
                {t('sickNotes.ignore', { label, lower: label.toLocaleLowerCase() })}
              </Button>
              <Button disabled={selected.length === 0} onClick={() => setDialog('upload')}>
                {t('sickNotes.upload', { label, lower: label.toLocaleLowerCase() })}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Dialog
        opened={dialog === 'upload'}
        onClose={() => setDialog(null)}
        title={t('sickNotes.uploadTitle', { label, lower: label.toLocaleLowerCase(), count: selected.length })}
        size={UPLOAD_MODAL_WIDTH}
        centered
      >
        <FileUpload
          endpoint={sickNotesEndpoints.upload}
          relatedObject="sick_note"
          isScanEnabled={me.features.includes('virus_scan')}
          fields={{ employee_id: String(data.requester.id), day_off_type_id: String(data.day_off_type_id), day_ids: selected.join(',') }}
          onComplete={() => {
            toast.success(t('sickNotes.uploaded'));
            setSelected([]);
            setDialog(null);
            // The finish event of spec §9: a second after the upload, look whether anything is left.
            setTimeout(() => void finishIfDone(), SICK_NOTE_FINISH_DELAY_MS);
          }}
        />
      </Dialog>
      <IgnoreSickDaysModal
        opened={dialog === 'ignore'}
        onClose={() => setDialog(null)}
        label={label}
        personName={data.requester.name}
        employeeId={data.requester.id}
        selectedCount={selectedDays.length}
        year={dayjs(selectedDays[0]?.date).year()}
        isSaving={ignore.isPending}
        onConfirm={(reason) =>
          ignore.mutate(
            {
              employee_id: data.requester.id,
              day_off_type_id: data.day_off_type_id,
              date: selectedDays.map((d) => d.date),
              ignore_reason: reason,
            },
            {
              onSuccess: (result) => {
                toast.success(t('sickNotes.ignored', { count: result.ignored }));
                setSelected([]);
                setDialog(null);
                void finishIfDone();
              },
              onError: (error) => toast.error(t('error.title'), errorText(error)),
            },
          )
        }
      />
    </Stack>
  );
}
