import type { en } from './messages.en.ts';

export const fr: typeof en = {
  newTitle: 'Nouvelle catégorie de frais',
  name: 'Nom',
  wayOfInput: 'Mode de saisie du montant',
  ways: { total: 'Montant total', 'kilometer-allowance': 'Indemnité kilométrique', 'day-allowance': 'Indemnité journalière' },
  pricePerKm: 'Prix par kilomètre',
  pricePerDay: 'Prix par jour',
  create: 'Créer la catégorie',
  created: 'Catégorie « {{name}} » créée',
  intro: 'Les employés choisissent une catégorie pour chaque note de frais ; elle détermine la saisie du montant.',
  noPermissionTitle: 'Vous ne pouvez pas créer de catégories de frais',
  noPermission: 'La création de catégories de frais nécessite le droit correspondant. Demandez-le à un administrateur RH.',
  errors: {
    name: { too_small: 'Donnez un nom à la catégorie', too_big: 'Le nom est trop long' },
    way_of_input: { invalid_value: 'Choisissez comment le montant est saisi' },
    price_per_kilometer: {
      custom: 'Une indemnité kilométrique nécessite un prix par kilomètre',
      too_small: 'Le prix doit être supérieur à 0',
      too_big: 'Le prix est trop élevé',
    },
    price_per_day: {
      custom: 'Une indemnité journalière nécessite un prix par jour',
      too_small: 'Le prix doit être supérieur à 0',
      too_big: 'Le prix est trop élevé',
    },
  },
};
