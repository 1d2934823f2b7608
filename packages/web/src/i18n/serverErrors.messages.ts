import type { TAreaMessages } from './types.ts';

/**
 * The server's reason phrases by their `code`, for readers of another language than English (errorText in
 * shared/api.ts). Codes whose phrase names the particular field or value (VALIDATION, NOT_READY) are not here: their
 * English phrase says more than a generic line.
 */
const en = {
  BAD_CREDENTIALS: 'The e-mail address or password is not correct',
  NO_COMPANY: 'This account has no access to any company',
  UNAUTHENTICATED: 'Please log in',
  RATE_LIMITED: 'Too many login attempts. Try again in a few minutes.',
  CROSS_SITE: 'Cross-site requests are not allowed',
  READ_ONLY: 'You are in read-only mode and cannot make changes',
  FORBIDDEN: 'You do not have the permission for this',
  NO_EMPLOYEE: 'Only employees can do this',
  NOT_FOUND: 'This item does not exist or you do not have access to it',
  ALREADY_PROCESSED: 'This request has already been handled by someone else',
  NOT_APPROVED: 'A payout method can only be chosen for an approved expense',
  PAYOUT_CHANGED: 'The payout method was changed by someone else meanwhile. Reload and try again.',
  PAYOUT_USING_PAYROLL_PROVIDER: 'This expense is paid out through the payroll provider',
  INVALID: 'This expense has no category and default categories are disabled. Choose a category before approving it.',
  LIMIT_EXCEEDED: 'This request goes over the budget of its day-off type.',
  NOT_MULTIPART: 'Send this form as multipart/form-data',
  UPLOAD_ONLY_SINGLE_FILE: 'Upload one file at a time',
  INTERNAL: 'Something went wrong on our side',
};

const nl: typeof en = {
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

const fr: typeof en = {
  BAD_CREDENTIALS: "L'adresse e-mail ou le mot de passe n'est pas correct",
  NO_COMPANY: "Ce compte n'a accès à aucune entreprise",
  UNAUTHENTICATED: 'Veuillez vous connecter',
  RATE_LIMITED: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  CROSS_SITE: 'Les requêtes venant d’un autre site ne sont pas autorisées',
  READ_ONLY: 'Vous êtes en lecture seule et ne pouvez rien modifier',
  FORBIDDEN: "Vous n'avez pas l'autorisation nécessaire",
  NO_EMPLOYEE: 'Seuls les employés peuvent faire ceci',
  NOT_FOUND: "Cet élément n'existe pas ou vous n'y avez pas accès",
  ALREADY_PROCESSED: 'Cette demande a déjà été traitée par quelqu’un d’autre',
  NOT_APPROVED: 'Un mode de paiement ne peut être choisi que pour une dépense approuvée',
  PAYOUT_CHANGED: 'Le mode de paiement a été modifié entre-temps par quelqu’un d’autre. Rechargez et réessayez.',
  PAYOUT_USING_PAYROLL_PROVIDER: 'Cette dépense est payée via le secrétariat social',
  INVALID:
    "Cette dépense n'a pas de catégorie et les catégories par défaut sont désactivées. Choisissez une catégorie avant de l'approuver.",
  LIMIT_EXCEEDED: 'Cette demande dépasse le budget de son type de congé.',
  NOT_MULTIPART: 'Envoyez ce formulaire en multipart/form-data',
  UPLOAD_ONLY_SINGLE_FILE: 'Envoyez un seul fichier à la fois',
  INTERNAL: 'Un problème est survenu de notre côté',
};

export const serverErrorMessages: TAreaMessages = { key: 'serverError', en, nl, fr };
