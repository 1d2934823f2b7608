import { Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemindersList } from './RemindersList.tsx';
import { INBOX_REMINDERS } from './api/listReminders.ts';

/** /inbox/reminders — the reminders sent to this user (HR: the company's), with a link to every reminder at /reminders. */
export function RemindersInboxPage() {
  const { t } = useTranslation();
  return (
    <>
      <RemindersList
        rememberAs={INBOX_REMINDERS.rememberAs}
        basePath="/inbox/reminders"
        filterState={INBOX_REMINDERS.filterState}
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
