import { useState } from 'react';
import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconInfoCircle, IconSignature } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@signoff/contract/format';
import type { TEmployeeContractView } from '@signoff/contract/contracts';
import { ApiError, errorText } from '../../../shared/api.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { DetailSkeleton } from '../../../shared/Skeletons.tsx';
import { StoredHtml } from '../../../shared/StoredHtml.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { employeeContractPdfUrl, useEmployeeContract, useSignAsEmployee } from './api/employeeSigning.ts';
import { SignerList } from './SignerList.tsx';
import { SignDialog } from './lazySignDialog.ts';

/**
 * /contracts/:contract_id/sign — the employee's own page, the link of the e-mail HR's sendToEmployee sends: the
 * contract as it will be signed, its signers, and Sign (the same dialog and pad as the internal signers'). Anybody
 * else's contract is the app's not-found page.
 */
export function ContractSignPage() {
  const contractId = Number(useParams().contract_id);
  const isValid = Number.isInteger(contractId) && contractId > 0;
  const query = useEmployeeContract(contractId);
  if (!isValid || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  return (
    <Stack maw={960} gap="md">
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.error ? (
        <ErrorBox error={query.error} />
      ) : (
        <EmployeeContract key={query.data.contract.contract_id} contract={query.data.contract} />
      )}
    </Stack>
  );
}

function EmployeeContract({ contract }: { contract: TEmployeeContractView }) {
  const { t } = useTranslation();
  const me = useMe();
  const [isSignOpen, setIsSignOpen] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const sign = useSignAsEmployee();
  const mayAct = !me.membership.is_read_only && !me.membership.is_impersonating;
  const canSign = contract.state === 'to_sign' && mayAct;

  const submit = (name: string, png: string) => {
    setSignError(null);
    sign.mutate(
      { contract_id: contract.contract_id, name, base64_signature: png },
      {
        onSuccess: () => {
          setIsSignOpen(false);
          toast.success(t('contracts.employeeSign.signedToast'));
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

  const signButton = (
    <Button leftSection={<IconSignature size={18} />} onClick={() => setIsSignOpen(true)}>
      {t('contracts.sign.open')}
    </Button>
  );

  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Title order={1} size="h2">
                {contract.contract_name}
              </Title>
              <Text size="sm" c="dark.4">
                {t('contracts.employeeSign.from', { company: contract.company_name })}
                {contract.sent_at ? ` · ${t('contracts.employeeSign.sentOn', { date: formatDate(contract.sent_at) })}` : ''}
              </Text>
            </div>
            <Group gap="xs">
              {contract.has_pdf && (
                <Button
                  component="a"
                  href={employeeContractPdfUrl(contract.contract_id)}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconFileTypePdf size={18} />}
                >
                  {t('contracts.pdf')}
                </Button>
              )}
              {canSign && signButton}
            </Group>
          </Group>
          <Divider />
          {contract.state === 'signed' ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={t('contracts.employeeSign.signedTitle')}>
              {t('contracts.employeeSign.signedText', {
                name: contract.signed_name ?? '',
                time: contract.signed_at ? formatDateTime(contract.signed_at) : '',
              })}
            </Alert>
          ) : contract.state === 'not_sent' ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle />} title={t('contracts.employeeSign.notSentTitle')}>
              {t('contracts.employeeSign.notSentText')}
            </Alert>
          ) : (
            <Alert
              color="blue"
              variant="light"
              icon={<IconSignature />}
              title={t('contracts.employeeSign.toSign', { company: contract.company_name })}
            >
              {mayAct
                ? t('contracts.employeeSign.toSignHint')
                : me.membership.is_impersonating
                  ? t('contracts.employeeSign.impersonating')
                  : t('contracts.employeeSign.readOnly')}
            </Alert>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-signers-title">
        <Title order={2} size="h5" mb="sm" id="contract-signers-title">
          {t('contracts.signers')}
        </Title>
        <SignerList signers={contract.signers} />
      </Card>

      {contract.state !== 'not_sent' && (
        <Card withBorder radius="md" padding="lg" component="article" aria-label={t('contracts.text')}>
          {contract.rendered_html === null ? (
            <Text size="sm">{t('contracts.employeeSign.pdfOnly')}</Text>
          ) : (
            <StoredHtml html={contract.rendered_html} under={1} />
          )}
        </Card>
      )}

      {canSign && (
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('contracts.employeeSign.readyToSign')}</Text>
            {signButton}
          </Group>
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
    </>
  );
}
