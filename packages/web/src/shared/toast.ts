import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

/** The close cross of a toast has a name a screen reader can say. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

export const toast = {
  success: (message: string) =>
    notifications.show({ color: 'teal', title: message, message: '', autoClose: 4000, closeButtonProps: closeButtonProps() }),
  error: (title: string, message?: string) =>
    notifications.show({ color: 'red', title, message: message ?? '', autoClose: 6000, closeButtonProps: closeButtonProps() }),
};
