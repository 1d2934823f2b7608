import { AppShell, Avatar, Group, Menu, Text, UnstyledButton, Anchor } from '@mantine/core';
import { IconChevronDown, IconLogout, IconBuilding, IconCheck } from '@tabler/icons-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout, useMe, useSwitchCompany } from '../shared/session.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

export function Shell() {
  const me = useMe();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const switchCompany = useSwitchCompany();
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between">
          <Group gap="sm">
            <Anchor component={Link} to="/inbox" fw={700} size="lg" underline="never">
              Signoff
            </Anchor>
            <Text c="dimmed">·</Text>
            <Text fw={500}>{me.company.name}</Text>
            {me.membership.is_read_only && (
              <Text size="xs" c="orange" fw={600}>
                {t('shell.readOnly')}
              </Text>
            )}
          </Group>
          <Group gap="sm">
            <LanguagePicker />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={t('shell.account')}>
                  <Group gap={8}>
                    <Avatar src={me.employee?.avatar ?? null} name={me.user.name} size={32} color="initials" />
                    <Text size="sm">{me.user.name}</Text>
                    <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {me.accounts.length > 1 && (
                  <>
                    <Menu.Label>{t('shell.companies')}</Menu.Label>
                    {me.accounts.map((a) => (
                      <Menu.Item
                        key={a.company_id}
                        leftSection={a.company_id === me.company.id ? <IconCheck size={14} /> : <IconBuilding size={14} />}
                        onClick={() => switchCompany.mutate(a.company_id, { onSuccess: () => void navigate('/inbox') })}
                      >
                        {a.name}
                        {a.access === 'light' ? ` (${t('shell.lightAccess')})` : ''}
                      </Menu.Item>
                    ))}
                    <Menu.Divider />
                  </>
                )}
                <Menu.Item
                  leftSection={<IconLogout size={14} />}
                  onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login') })}
                >
                  {t('shell.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
