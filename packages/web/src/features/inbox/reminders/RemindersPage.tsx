import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REMINDER_RELATED_OBJECTS, type TReminderRelatedObject } from '@signoff/contract/reminders';
import { useMe } from '../../../shared/session.ts';
import { useRememberedState } from '../../../shared/useRememberedState.ts';
import { RemindersList } from './RemindersList.tsx';

type TSent = '' | 'sent' | 'unsent';
const isSent = (v: unknown): v is TSent => v === '' || v === 'sent' || v === 'unsent';
const isModule = (v: unknown): v is TReminderRelatedObject | '' => v === '' || (REMINDER_RELATED_OBJECTS as readonly unknown[]).includes(v);

/** /reminders — every reminder the user may see (HR: the company's), sent or still to come, with the inbox's filters and more. */
export function RemindersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const mayAdd = me.permissions.includes('reminders') && !me.membership.is_read_only;
  const [sent, setSent] = useRememberedState<TSent>('reminders.page.sent', '', isSent);
  const [module, setModule] = useRememberedState<TReminderRelatedObject | ''>('reminders.page.module', '', isModule);
  const filterState = { ...(sent ? { sent } : {}), ...(module ? { related_object: module } : {}) };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/inbox/reminders" size="sm" w="fit-content">
        {t('reminders.backToInbox')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('reminders.pageTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reminders.pageIntro')}
          </Text>
        </div>
        {mayAdd && (
          <Button component={Link} to="/reminders/new" leftSection={<IconPlus size={16} />}>
            {t('reminders.form.addTitle')}
          </Button>
        )}
      </Group>
      <RemindersList
        rememberAs="remindersPage"
        basePath="/reminders"
        filterState={filterState}
        showTarget
        filters={
          <>
            <NativeSelect
              aria-label={t('reminders.sentFilter')}
              value={sent}
              onChange={(e) => {
                setSent(e.currentTarget.value as TSent);
              }}
              data={[
                { value: '', label: t('reminders.sentAny') },
                { value: 'sent', label: t('reminders.sentOnly') },
                { value: 'unsent', label: t('reminders.unsentOnly') },
              ]}
            />
            <NativeSelect
              aria-label={t('reminders.moduleFilter')}
              value={module}
              onChange={(e) => {
                setModule(e.currentTarget.value as TReminderRelatedObject | '');
              }}
              data={[
                { value: '', label: t('reminders.anyModule') },
                ...REMINDER_RELATED_OBJECTS.map((m) => ({ value: m, label: t(`reminders.module.${m}`) })),
              ]}
            />
          </>
        }
      />
      <Outlet />
    </Stack>
  );
}
