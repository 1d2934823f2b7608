import { notifications } from '@mantine/notifications';

export const toast = {
  success: (message: string) => notifications.show({ color: 'teal', title: message, message: '', autoClose: 4000 }),
  error: (title: string, message?: string) => notifications.show({ color: 'red', title, message: message ?? '', autoClose: 6000 }),
};
