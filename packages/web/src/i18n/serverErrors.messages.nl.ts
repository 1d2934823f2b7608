import type { en } from './serverErrors.messages.en.ts';

export const nl: typeof en = {
  BAD_CREDENTIALS: 'Het e-mailadres of het wachtwoord is niet juist',
  NO_COMPANY: 'Dit account heeft geen toegang tot een bedrijf',
  UNAUTHENTICATED: 'Meld je aan',
  RATE_LIMITED: 'Te veel aanmeldpogingen. Probeer het over enkele minuten opnieuw.',
  CROSS_SITE: 'Verzoeken vanaf een andere site zijn niet toegestaan',
  READ_ONLY: 'Je bent in alleen-lezen modus en kunt niets wijzigen',
  FORBIDDEN: 'Je hebt hiervoor niet de nodige rechten',
  NO_EMPLOYEE: 'Alleen werknemers kunnen dit doen',
  NOT_FOUND: 'Dit item bestaat niet of je hebt er geen toegang toe',
  ALREADY_PROCESSED: 'Deze aanvraag is al door iemand anders behandeld',
  NOT_APPROVED: 'Een uitbetalingswijze kan alleen voor een goedgekeurde onkost gekozen worden',
  PAYOUT_CHANGED: 'De uitbetalingswijze is intussen door iemand anders gewijzigd. Herlaad en probeer opnieuw.',
  PAYOUT_USING_PAYROLL_PROVIDER: 'Deze onkost wordt via de loonverwerker uitbetaald',
  INVALID: 'Deze onkost heeft geen categorie en standaardcategorieën zijn uitgeschakeld. Kies een categorie voor je goedkeurt.',
  LIMIT_EXCEEDED: 'Deze aanvraag gaat over het budget van het verloftype.',
  NOT_MULTIPART: 'Verstuur dit formulier als multipart/form-data',
  UPLOAD_ONLY_SINGLE_FILE: 'Upload één bestand tegelijk',
  INTERNAL: 'Er ging bij ons iets mis',
};
