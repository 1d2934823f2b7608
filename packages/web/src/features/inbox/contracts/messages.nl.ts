import type { en } from './messages.en.ts';
import { SENDING_NL } from './sendingMessages.nl.ts';
import { EMPLOYEE_SIGN_NL } from './employeeSignMessages.nl.ts';

export const nl: typeof en = {
  sending: SENDING_NL,
  employeeSign: EMPLOYEE_SIGN_NL,
  back: 'Terug naar contracten',
  col: { person: 'Persoon', type: 'Type', employeeStatus: 'Handtekening werknemer', internalStatus: 'Interne handtekening' },
  uploadedPdf: 'Opgeladen pdf',
  for: 'Voor',
  signers: 'Ondertekenaars',
  noSigners: 'Niemand moet dit contract ondertekenen.',
  text: 'Tekst van het contract',
  pdfOnly: 'Dit contract is een opgeladen pdf.',
  role: { employee: 'Werknemer', internal: 'Interne ondertekenaar', second_internal: 'Tweede interne ondertekenaar' },
  signed: 'Ondertekend',
  signedOn: 'ondertekend op {{time}}',
  waiting: 'Wacht op handtekening',
  waitingForEarlier: 'Wacht op de eerste ondertekenaar',
  deleted: 'Dit contract werd verwijderd',
  deletedHint: 'Het kan niet meer ondertekend worden.',
  signedToast: 'Contract ondertekend',
  pdf: 'Pdf',
  sign: {
    open: 'Ondertekenen',
    title: 'Dit contract ondertekenen',
    name: 'Je naam',
    how: 'Hoe onderteken je',
    draw: 'Tekenen',
    type: 'Typen',
    pad: 'Handtekeningveld: teken je handtekening met de muis, een pen of je vinger',
    padHint: 'Teken je handtekening in het vak',
    typeHint: 'Typ hierboven je naam',
    clear: 'Wissen',
    consent: 'Door te ondertekenen ga je akkoord met de tekst van dit contract zoals getoond.',
    submit: 'Contract ondertekenen',
  },
};
