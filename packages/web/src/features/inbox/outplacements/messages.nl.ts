import type { en } from './messages.en.ts';

export const nl: typeof en = {
  back: 'Terug naar outplacements',
  backToDaysOff: 'Terug naar verlof',
  col: { employee: 'Medewerker', role: 'Functie', contractEnd: 'Einde contract', createdOn: 'Aangemaakt op', status: 'Status' },
  openEnded: 'Onbepaalde duur',
  role: 'Functie',
  contract: 'Contract',
  contractStart: 'Begin contract',
  contractEnd: 'Einde contract',
  createdOn: 'Aangemaakt op',
  request: 'Outplacement aanvragen',
  ignore: 'Negeren',
  requesting: 'Outplacement wordt aangevraagd bij de loonadministratie…',
  lastFailure: 'De vorige aanvraag is mislukt: {{reason}}',
  requestedToast: 'Outplacement aangevraagd',
  ignoredToast: 'Outplacement genegeerd',
  failedToast: 'Outplacement aanvragen is mislukt',
  alreadyHandled: 'Deze outplacement is al behandeld',
  handled: { requested: 'Outplacement is aangevraagd bij de loonadministratie.', ignored: 'Deze outplacement is genegeerd.' },
};
