import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import type { TSigner } from '@signoff/contract/contracts';

function SignerLine({ signer }: { signer: TSigner }) {
  const { t } = useTranslation();
  // A pending signer who cannot sign yet waits for an earlier one, or (the employee) for the contract to be sent.
  const waitingFor = signer.role === 'employee' ? t('contracts.sending.notSent') : t('contracts.waitingForEarlier');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" role="listitem">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar name={signer.name} size={32} color="initials" />
        <div>
          <Text size="sm" fw={500}>
            {signer.name}
          </Text>
          <Text size="xs" c="dark.4">
            {t(`contracts.role.${signer.role}`)}
            {signer.signed_at ? ` · ${t('contracts.signedOn', { time: formatDateTime(signer.signed_at) })}` : ''}
          </Text>
        </div>
      </Group>
      {signer.status === 'closed' ? (
        <Badge color="teal" variant="light">
          {t('contracts.signed')}
        </Badge>
      ) : (
        <Badge color={signer.can_sign_now ? 'yellow' : 'gray'} variant="light">
          {signer.can_sign_now ? t('contracts.waiting') : waitingFor}
        </Badge>
      )}
    </Group>
  );
}

/** A contract's signers and where each one's signature stands (the inbox's detail page and the employee's page). */
export function SignerList({ signers }: { signers: readonly TSigner[] }) {
  const { t } = useTranslation();
  if (signers.length === 0) return <Text size="sm">{t('contracts.noSigners')}</Text>;
  return (
    <Stack gap="sm" role="list" aria-label={t('contracts.signers')}>
      {signers.map((signer) => (
        <SignerLine key={signer.role} signer={signer} />
      ))}
    </Stack>
  );
}
