import type { EMPLOYEE_SIGN_EN } from './employeeSignMessages.en.ts';

export const EMPLOYEE_SIGN_NL: typeof EMPLOYEE_SIGN_EN = {
  from: 'Van {{company}}',
  sentOn: 'verstuurd op {{date}}',
  toSign: '{{company}} vraagt je dit contract te lezen en te ondertekenen.',
  toSignHint: 'Lees eerst de volledige tekst. Je handtekening komt in het contract en in de pdf.',
  signedTitle: 'Je hebt dit contract ondertekend',
  signedText: 'Ondertekend als {{name}} op {{time}}.',
  notSentTitle: 'Dit contract wacht niet op jouw handtekening',
  notSentText: 'Het werd ingetrokken of nog niet naar je verstuurd. Je krijgt een e-mail zodra er iets te ondertekenen is.',
  readOnly: 'Je account kan alleen lezen, dus je kunt hier niet ondertekenen.',
  impersonating: 'Je handelt in naam van deze persoon: alleen zijzelf kunnen hun contract ondertekenen.',
  pdfOnly: 'Dit contract is een pdf-document. Open de pdf om het te lezen voor je ondertekent.',
  readyToSign: 'Alles gelezen? Onderteken het contract hier.',
  signedToast: 'Bedankt, het contract is ondertekend',
};
