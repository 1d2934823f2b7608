import type { en } from './messages.en.ts';

export const fr: typeof en = {
  back: 'Retour aux outplacements',
  backToDaysOff: 'Retour aux congés',
  col: { employee: 'Employé', role: 'Fonction', contractEnd: 'Fin du contrat', createdOn: 'Créé le', status: 'Statut' },
  openEnded: 'Durée indéterminée',
  role: 'Fonction',
  contract: 'Contrat',
  contractStart: 'Début du contrat',
  contractEnd: 'Fin du contrat',
  createdOn: 'Créé le',
  request: 'Demander l’outplacement',
  ignore: 'Ignorer',
  requesting: 'Demande d’outplacement en cours auprès du secrétariat social…',
  lastFailure: 'La dernière demande a échoué : {{reason}}',
  requestedToast: 'Outplacement demandé',
  ignoredToast: 'Outplacement ignoré',
  failedToast: 'La demande d’outplacement a échoué',
  alreadyHandled: 'Cet outplacement a déjà été traité',
  handled: { requested: 'L’outplacement a été demandé au secrétariat social.', ignored: 'Cet outplacement a été ignoré.' },
};
