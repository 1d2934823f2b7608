/** The employee's signing page's words (messages.en.ts puts them under contracts.employeeSign). */
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
