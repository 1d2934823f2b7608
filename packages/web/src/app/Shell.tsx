import { useState } from 'react';
import { AppShell, Avatar, Group, Menu, Text, UnstyledButton, Anchor, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconBuilding, IconCheck, IconUserShare, IconListCheck } from '@tabler/icons-react';
import { mayImpersonate } from '@signoff/contract/auth';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout, useMe, useSwitchCompany } from '../shared/session.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { lazyDialog } from '../shared/lazyDialog.tsx';

/**
 * Mounted from its first opening only: a closed Mantine modal still mounts its portal, which sets its state in a layout
 * effect, and on a page the server drew that made React render again synchronously right after hydrating (decision
 * 0021, stop 57).
 */
const ImpersonateDialog = lazyDialog(
  async () => (await import('./ImpersonateDialog.tsx')).ImpersonateDialog,
  (props) => props.opened,
);

export function Shell() {
  const me = useMe();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const switchCompany = useSwitchCompany();
  const [isActAsOpen, setIsActAsOpen] = useState(false);
  // The contract's rules decide; the web only hides what the server would refuse.
  const canActAs =
    mayImpersonate({
      userId: me.user.id,
      isAdmin: me.membership.is_admin,
      isReadOnly: me.membership.is_read_only,
      isImpersonating: me.membership.is_impersonating,
    }) === null;
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Anchor component={Link} to="/inbox" fw={700} size="lg" underline="never">
              Signoff
            </Anchor>
            <Text c="dimmed">·</Text>
            <Text fw={500} truncate maw={{ base: 120, sm: 'none' }}>
              {me.company.name}
            </Text>
            {me.membership.is_read_only && (
              <Text size="xs" c="orange" fw={600}>
                {t('shell.readOnly')}
              </Text>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguagePicker />
            {/* No focus placeholder inside role=menu (axe: aria-required-children); the trap then focuses the menu itself. */}
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                {/* Named by its content, the person's name (WCAG 2.5.3); on a phone the name is there for screen readers only. */}
                <UnstyledButton>
                  <Group gap={8}>
                    <Avatar src={me.employee?.avatar ?? null} name={me.user.name} size={32} color="initials" aria-hidden />
                    <Text size="sm" visibleFrom="sm">
                      {me.user.name}
                    </Text>
                    <VisuallyHidden hiddenFrom="sm">{me.user.name}</VisuallyHidden>
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
                <Menu.Item leftSection={<IconListCheck size={14} />} component={Link} to="/me/requests">
                  {t('myRequests.menuItem')}
                </Menu.Item>
                {canActAs && (
                  <Menu.Item leftSection={<IconUserShare size={14} />} onClick={() => setIsActAsOpen(true)}>
                    {t('shell.actAs')}
                  </Menu.Item>
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
        <ImpersonationBanner />
        <Outlet />
      </AppShell.Main>
      {canActAs && <ImpersonateDialog opened={isActAsOpen} onClose={() => setIsActAsOpen(false)} />}
    </AppShell>
  );
}
