import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Dialog } from '../shared/Dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@signoff/contract/api/auth';
import { call } from '../shared/api.ts';
import { ErrorBox } from '../shared/detail/ErrorBox.tsx';
import { useMe, useStartImpersonation } from '../shared/session.ts';

/** As many as fit the dropdown without scrolling. */
const CANDIDATES_SHOWN = 8;

/** An admin picks a person of the company to act as (the server offers only those the rules allow). */
export function ImpersonateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const me = useMe();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [userId, setUserId] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: ['impersonation', 'candidates'],
    queryFn: () => call(authEndpoints.impersonationCandidates),
    enabled: opened,
  });
  const start = useStartImpersonation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('shell.actAsTitle', { company: me.company.name })} centered>
      <Stack>
        <Text size="sm">{t('shell.actAsHelp')}</Text>
        <Select
          label={t('shell.actAsPerson')}
          searchable
          // Typing narrows the people; a short list needs no scroll region, which keyboard users could not reach.
          limit={CANDIDATES_SHOWN}
          maxDropdownHeight={400}
          data-autofocus
          value={userId}
          onChange={setUserId}
          data={(candidates.data?.users ?? []).map((u) => ({ value: String(u.user_id), label: `${u.name} (${u.email})` }))}
        />
        {(candidates.error ?? start.error) && <ErrorBox error={candidates.error ?? start.error} />}
        <Group justify="flex-end">
          <Button
            disabled={userId === null}
            loading={start.isPending}
            onClick={() =>
              userId !== null &&
              start.mutate(Number(userId), {
                onSuccess: () => {
                  onClose();
                  void navigate('/inbox');
                },
              })
            }
          >
            {t('shell.actAsStart')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
