import type { TFunction } from 'i18next';
import { relatedObjectLabel, type TReminder } from '@signoff/contract/reminders';

/** What the reminder is about, in words: the object's name, or the spec's file-not-found / NOT_FOUND marker when it is gone. */
export function aboutLabel(t: TFunction, reminder: TReminder): string {
  const label = relatedObjectLabel(reminder);
  return reminder.related_object_name === null ? t(`reminders.${label}`) : label;
}

/** A reminder's title: its description, or the module when it has none. */
export function reminderTitle(t: TFunction, reminder: TReminder): string {
  return reminder.description || t(`reminders.module.${reminder.related_object}`);
}
