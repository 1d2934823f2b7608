/** The employee's signing page's words (messages.ts puts them under contracts.employeeSign). */
export const EMPLOYEE_SIGN_EN = {
  from: 'From {{company}}',
  sentOn: 'sent {{date}}',
  toSign: '{{company}} asks you to read this contract and sign it.',
  toSignHint: 'Read the whole text first. Your signature is added to the contract and its PDF.',
  signedTitle: 'You signed this contract',
  signedText: 'Signed as {{name}} on {{time}}.',
  notSentTitle: 'This contract is not waiting for your signature',
  notSentText: 'It was withdrawn or has not been sent to you yet. You will get an e-mail when there is something to sign.',
  readOnly: 'Your account is read-only, so you cannot sign here.',
  impersonating: 'You are acting as this person: only they can sign their contract.',
  pdfOnly: 'This contract is a PDF document. Open the PDF to read it before you sign.',
  readyToSign: 'Read it all? Sign the contract here.',
  signedToast: 'Thank you, the contract is signed',
};

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
