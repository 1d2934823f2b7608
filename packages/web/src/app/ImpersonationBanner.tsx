import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe, useStopImpersonation } from '../shared/session.ts';

/** While an admin acts as someone, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const me = useMe();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stop = useStopImpersonation();
  if (!me.impersonated_by) return null;
  return (
    <Paper withBorder p="sm" mb="md" bg="yellow.1" role="status">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconUserCheck size={18} aria-hidden />
          <Text size="sm" c="dark.8">
            {t('shell.actingAs', { name: me.user.name, admin: me.impersonated_by.name })}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="default"
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined, { onSuccess: () => void navigate('/inbox') })}
        >
          {t('shell.stopActing', { name: me.user.name })}
        </Button>
      </Group>
    </Paper>
  );
}
