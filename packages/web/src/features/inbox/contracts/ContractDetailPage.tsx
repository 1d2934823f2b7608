import { useState } from 'react';
import { Alert, Anchor, Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import type { TContractDetailResponse } from '@signoff/contract/contracts';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { StoredHtml } from '../../../shared/StoredHtml.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useContract } from './api/getContract.ts';
import { useSignContractInternally } from './api/signContractInternally.ts';
import { SendingCard } from './SendingCard.tsx';
import { hasSendingCard, useEmployeeSignatureStatus } from './api/contractSending.ts';
import { SignerList } from './SignerList.tsx';
import { SignDialog } from './lazySignDialog.ts';

const LIST = '/inbox/contracts';

/** /inbox/contracts/:contract_id — the contract as its signers read it, its signers and their states, and Sign. */
export function ContractDetailPage() {
  const { t } = useTranslation();
  const contractId = Number(useParams().contract_id);
  const detail = useContract(contractId);
  return (
    <DetailFrame
      backTo={LIST}
      backLabel={t('contracts.back')}
      isValidParam={Number.isInteger(contractId) && contractId > 0}
      query={detail}
      maxWidth={960}
    >
      {(data) => <ContractDetail key={data.contract.contract_id} detail={data} />}
    </DetailFrame>
  );
}

function ContractDetail({ detail }: { detail: TContractDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { contract } = detail;
  const [isSignOpen, setIsSignOpen] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const sign = useSignContractInternally();
  const canSign = detail.can_sign_as !== null && !me.membership.is_read_only;
  const sending = hasSendingCard(detail);
  const signature = useEmployeeSignatureStatus(contract.contract_id, sending);
  // The text under the sending card waits for it: drawn first, it was pushed down the page when the card came.
  const isSendingDrawn = !sending || signature.data !== undefined || signature.isError;

  const submit = (name: string, png: string) => {
    setSignError(null);
    sign.mutate(
      { contract_id: contract.contract_id, name, base64_signature: png, is_second_signer: detail.can_sign_as === 'second_internal' },
      {
        onSuccess: () => {
          setIsSignOpen(false);
          toast.success(t('contracts.signedToast'));
          void navigate(LIST);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setSignError(errorText(error));
            return;
          }
          setIsSignOpen(false);
          toast.error(t('error.title'), errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {contract.is_deleted && (
        <Alert color="gray" title={t('contracts.deleted')}>
          {t('contracts.deletedHint')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={contract.person.avatar} name={contract.person.name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {contract.contract_name}
                </Title>
                <Text size="sm" c="dark.4">
                  {t('contracts.for')}{' '}
                  <Anchor component={Link} to={`/people/${contract.person.id}`} size="sm" fw={500}>
                    {contract.person.name}
                  </Anchor>
                  {' · '}
                  {formatDate(contract.time_created)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              {(contract.file_type === 'html' || contract.has_pdf) && (
                <Button
                  component="a"
                  href={`/api/contract/${contract.contract_id}/pdf`}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconFileTypePdf size={18} />}
                >
                  {t('contracts.pdf')}
                </Button>
              )}
              {canSign && (
                <Button leftSection={<IconSignature size={18} />} onClick={() => setIsSignOpen(true)}>
                  {t('contracts.sign.open')}
                </Button>
              )}
            </Group>
          </Group>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('contracts.col.type')}>{contract.template_name ?? t('contracts.uploadedPdf')}</DetailRow>
            <DetailRow label={t('contracts.col.employeeStatus')}>
              <StatusBadge status={contract.status} />
            </DetailRow>
            <DetailRow label={t('contracts.col.internalStatus')}>
              <StatusBadge status={contract.internal_status} />
            </DetailRow>
          </Stack>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5" mb="sm">
          {t('contracts.signers')}
        </Title>
        <SignerList signers={contract.signers} />
      </Card>

      {sending && signature.data && <SendingCard contract={contract} signature={signature.data} />}

      {isSendingDrawn && (
        <Card withBorder radius="md" padding="lg" component="article" aria-label={t('contracts.text')}>
          {contract.file_type === 'pdf' ? (
            <Text size="sm">{t('contracts.pdfOnly')}</Text>
          ) : (
            <StoredHtml html={contract.rendered_html} under={2} />
          )}
        </Card>
      )}

      {canSign && (
        <SignDialog
          opened={isSignOpen}
          defaultName={me.user.name}
          isSigning={sign.isPending}
          error={signError}
          onClose={() => {
            setIsSignOpen(false);
            setSignError(null);
          }}
          onSign={submit}
        />
      )}
    </Stack>
  );
}
