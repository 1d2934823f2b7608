import type { EMPLOYEE_SIGN_EN } from './employeeSignMessages.en.ts';

export const EMPLOYEE_SIGN_FR: typeof EMPLOYEE_SIGN_EN = {
  from: 'De {{company}}',
  sentOn: 'envoyé le {{date}}',
  toSign: '{{company}} vous demande de lire ce contrat et de le signer.',
  toSignHint: 'Lisez d’abord tout le texte. Votre signature est ajoutée au contrat et à son PDF.',
  signedTitle: 'Vous avez signé ce contrat',
  signedText: 'Signé au nom de {{name}} le {{time}}.',
  notSentTitle: 'Ce contrat n’attend pas votre signature',
  notSentText: 'Il a été retiré ou ne vous a pas encore été envoyé. Vous recevrez un e-mail lorsqu’il y aura quelque chose à signer.',
  readOnly: 'Votre compte est en lecture seule : vous ne pouvez pas signer ici.',
  impersonating: 'Vous agissez au nom de cette personne : elle seule peut signer son contrat.',
  pdfOnly: 'Ce contrat est un document PDF. Ouvrez le PDF pour le lire avant de signer.',
  readyToSign: 'Tout lu ? Signez le contrat ici.',
  signedToast: 'Merci, le contrat est signé',
};
