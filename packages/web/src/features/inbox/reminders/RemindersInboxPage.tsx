import { Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemindersList } from './RemindersList.tsx';

const SENT = { sent: 'sent' } as const;

/** /inbox/reminders — the reminders sent to this user (HR: the company's), with a link to every reminder at /reminders. */
export function RemindersInboxPage() {
  const { t } = useTranslation();
  return (
    <>
      <RemindersList
        rememberAs="reminders"
        basePath="/inbox/reminders"
        filterState={SENT}
        actions={
          <Anchor component={Link} to="/reminders" size="sm">
            {t('reminders.allLink')}
          </Anchor>
        }
      />
      <Outlet />
    </>
  );
}
