export const en = {
  title: 'Leaving Signoff',
  text: 'This link opens another website: {{host}}. Signoff is not responsible for its content.',
  go: 'Go to external site',
};
