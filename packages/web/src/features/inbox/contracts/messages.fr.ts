import type { en } from './messages.en.ts';
import { SENDING_FR } from './sendingMessages.fr.ts';
import { EMPLOYEE_SIGN_FR } from './employeeSignMessages.fr.ts';

export const fr: typeof en = {
  sending: SENDING_FR,
  employeeSign: EMPLOYEE_SIGN_FR,
  back: 'Retour aux contrats',
  col: { person: 'Personne', type: 'Type', employeeStatus: 'Signature de l’employé', internalStatus: 'Signature interne' },
  uploadedPdf: 'PDF importé',
  for: 'Pour',
  signers: 'Signataires',
  noSigners: 'Personne ne doit signer ce contrat.',
  text: 'Texte du contrat',
  pdfOnly: 'Ce contrat est un PDF importé.',
  role: { employee: 'Employé', internal: 'Signataire interne', second_internal: 'Second signataire interne' },
  signed: 'Signé',
  signedOn: 'signé le {{time}}',
  waiting: 'En attente de signature',
  waitingForEarlier: 'En attente du premier signataire',
  deleted: 'Ce contrat a été supprimé',
  deletedHint: 'Il ne peut plus être signé.',
  signedToast: 'Contrat signé',
  pdf: 'PDF',
  sign: {
    open: 'Signer',
    title: 'Signer ce contrat',
    name: 'Votre nom',
    how: 'Comment signer',
    draw: 'Dessiner',
    type: 'Saisir',
    pad: 'Zone de signature : dessinez votre signature à la souris, au stylet ou au doigt',
    padHint: 'Dessinez votre signature dans le cadre',
    typeHint: 'Saisissez votre nom ci-dessus',
    clear: 'Effacer',
    consent: 'En signant, vous acceptez le texte de ce contrat tel qu’il est affiché.',
    submit: 'Signer le contrat',
  },
};
