import type { en } from './serverErrors.messages.en.ts';

export const fr: typeof en = {
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
