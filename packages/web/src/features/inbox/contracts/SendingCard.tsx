import { useState } from 'react';
import { Alert, Badge, Button, Card, FileButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconFileUpload, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import { SEND_MESSAGE_MAX_LENGTH, type TContract, type TEmployeeSignatureStatus, type TSigningMethod } from '@signoff/contract/contracts';
import { errorText } from '../../../shared/api.ts';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { toast } from '../../../shared/toast.ts';
import { useContractSending } from './api/contractSending.ts';
import { GrowingTextarea } from '../../../shared/GrowingTextarea.tsx';

const PROVIDER_COLOR = { queued: 'yellow', sent: 'blue', signed: 'teal', declined: 'red', failed: 'red' } as const;

/** A chosen file as base64 (a data URL; the server strips its prefix). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** HR's side of the employee's signature: the PDF of a PDF-based contract, how the employee signs, and sending it. */
export function SendingCard({ contract, signature: s }: { contract: TContract; signature: TEmployeeSignatureStatus }) {
  const { t } = useTranslation();
  const calls = useContractSending(contract.contract_id);
  const [isSendOpen, setIsSendOpen] = useState(false);
  const isSent = s.sent_at !== null;
  const isSigned = s.signed_at !== null;
  const fail = (error: unknown) => toast.error(t('error.title'), errorText(error));
  const done = (key: string) => () => toast.success(t(`contracts.sending.toast.${key}`));

  const upload = async (file: File | null) => {
    if (!file) return;
    calls.uploadPdf.mutate(await readAsDataUrl(file), { onSuccess: done('uploaded'), onError: fail });
  };
  const setMethod = (method: string) =>
    calls.setMethod.mutate(
      { contract_id: contract.contract_id, signers: [{ role: 'employee', signing_method: method as TSigningMethod }] },
      { onError: fail },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-sending-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="contract-sending-title">
          {t('contracts.sending.title')}
        </Title>
        <DetailRow label={t('contracts.sending.method')}>
          {isSent || isSigned ? (
            t(`contracts.sending.methods.${s.signing_method}`)
          ) : (
            <Select
              size="sm"
              value={s.signing_method}
              onChange={(value) => value && setMethod(value)}
              allowDeselect={false}
              disabled={calls.setMethod.isPending}
              aria-label={t('contracts.sending.method')}
              maw={260}
              data={(['in_app', 'signing_provider'] as const).map((m) => ({ value: m, label: t(`contracts.sending.methods.${m}`) }))}
            />
          )}
        </DetailRow>
        <DetailRow label={t('contracts.sending.sent')}>
          {isSent
            ? t('contracts.sending.sentTo', { time: formatDateTime(s.sent_at!), to: s.sent_to ?? '' })
            : t('contracts.sending.notSent')}
        </DetailRow>
        {isSigned && (
          <DetailRow label={t('contracts.sending.signed')}>
            <Group gap="xs" wrap="wrap">
              <Badge color="teal" variant="light">
                {t('contracts.signed')}
              </Badge>
              <Text size="sm">{t('contracts.sending.signedBy', { time: formatDateTime(s.signed_at!), name: s.signed_name ?? '' })}</Text>
            </Group>
          </DetailRow>
        )}
        {s.provider_status && (
          <DetailRow label={t('contracts.sending.provider')}>
            <Badge color={PROVIDER_COLOR[s.provider_status]} variant="light">
              {t(`contracts.sending.providerStatus.${s.provider_status}`)}
            </Badge>
          </DetailRow>
        )}
        {s.provider_error && (
          <Alert color="red" title={t('contracts.sending.providerError')}>
            {s.provider_error}
          </Alert>
        )}
        {contract.file_type === 'pdf' && !s.has_pdf && <Text size="sm">{t('contracts.sending.needsPdf')}</Text>}
        <Group gap="xs">
          {contract.file_type === 'pdf' && !isSent && !isSigned && (
            <FileButton onChange={(file) => void upload(file)} accept="application/pdf">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />} loading={calls.uploadPdf.isPending}>
                  {s.has_pdf ? t('contracts.sending.replacePdf') : t('contracts.sending.uploadPdf')}
                </Button>
              )}
            </FileButton>
          )}
          {!isSent && !isSigned && (
            <Button leftSection={<IconSend size={18} />} disabled={!s.has_pdf} onClick={() => setIsSendOpen(true)}>
              {t('contracts.sending.send')}
            </Button>
          )}
          {isSent && !isSigned && s.signing_method === 'signing_provider' && s.provider_status !== 'failed' && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              loading={calls.process.isPending}
              onClick={() => calls.process.mutate(undefined, { onSuccess: done('checking'), onError: fail })}
            >
              {t('contracts.sending.check')}
            </Button>
          )}
          {s.provider_status === 'failed' && (
            <Button
              variant="default"
              loading={calls.retry.isPending}
              onClick={() => calls.retry.mutate(undefined, { onSuccess: done('retried'), onError: fail })}
            >
              {t('contracts.sending.retry')}
            </Button>
          )}
          {isSent && !isSigned && (
            <Button
              variant="subtle"
              color="red"
              loading={calls.reset.isPending}
              onClick={() => calls.reset.mutate(undefined, { onSuccess: done('reset'), onError: fail })}
            >
              {t('contracts.sending.reset')}
            </Button>
          )}
        </Group>
      </Stack>
      <SendDialog
        opened={isSendOpen}
        isSending={calls.send.isPending}
        onClose={() => setIsSendOpen(false)}
        onSend={(message, addressType) =>
          calls.send.mutate(
            { contract_id: contract.contract_id, optional_message: message || undefined, preferred_email_address_type: addressType },
            {
              onSuccess: () => {
                setIsSendOpen(false);
                done('sent')();
              },
              onError: fail,
            },
          )
        }
      />
    </Card>
  );
}

function SendDialog(props: {
  opened: boolean;
  isSending: boolean;
  onClose: () => void;
  onSend: (message: string, addressType: 'work' | 'private') => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [addressType, setAddressType] = useState<'work' | 'private'>('work');
  return (
    <Dialog opened={props.opened} onClose={props.onClose} title={t('contracts.sending.dialogTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend(message.trim(), addressType);
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('contracts.sending.addressType')}
            value={addressType}
            onChange={(v) => setAddressType(v === 'private' ? 'private' : 'work')}
            allowDeselect={false}
            data={[
              { value: 'work', label: t('contracts.sending.address.work') },
              { value: 'private', label: t('contracts.sending.address.private') },
            ]}
          />
          <GrowingTextarea
            label={t('contracts.sending.message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={SEND_MESSAGE_MAX_LENGTH}
            minRows={3}
            description={`${message.length} / ${SEND_MESSAGE_MAX_LENGTH}`}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('contracts.sending.cancel')}
            </Button>
            <Button type="submit" loading={props.isSending} leftSection={<IconSend size={18} />}>
              {t('contracts.sending.sendNow')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
