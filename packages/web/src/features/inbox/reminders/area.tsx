import type { TWebArea } from '../../../app/area.ts';
import { remindersMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

const modal = (basePath: string) => ({
  path: ':reminder_id',
  loader: routeData(async ({ params }) => {
    const id = idParam(params.reminder_id);
    return id === null ? null : (await import('./api/getReminder.ts')).reminderQuery(id);
  }),
  lazy: async () => {
    const { ReminderModal } = await import('./ReminderModal.tsx');
    return { Component: () => <ReminderModal basePath={basePath} /> };
  },
});

export const remindersArea: TWebArea = {
  key: 'reminders',
  tab: 'reminders',
  inboxRoutes: [
    {
      path: 'reminders',
      loader: routeData(async () => (await import('./api/listReminders.ts')).openingRemindersPage()),
      lazy: async () => ({ Component: (await import('./RemindersInboxPage.tsx')).RemindersInboxPage }),
      children: [modal('/inbox/reminders')],
    },
  ],
  appRoutes: [
    {
      path: '/reminders',
      handle: { title: 'reminders.pageTitle' },
      lazy: async () => ({ Component: (await import('./RemindersPage.tsx')).RemindersPage }),
      children: [
        {
          path: 'new',
          lazy: async () => {
            const { NewReminderModal } = await import('./NewReminderModal.tsx');
            return { Component: () => <NewReminderModal basePath="/reminders" /> };
          },
        },
        modal('/reminders'),
      ],
    },
  ],
  messages: remindersMessages,
};
