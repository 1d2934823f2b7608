import type { TAreaMessages } from '../../../i18n/types.ts';

const en = {
  newTitle: 'New expense category',
  name: 'Name',
  wayOfInput: 'How the amount is entered',
  ways: { total: 'Total amount', 'kilometer-allowance': 'Kilometre allowance', 'day-allowance': 'Day allowance' },
  pricePerKm: 'Price per kilometre',
  pricePerDay: 'Price per day',
  create: 'Create category',
  created: 'Category “{{name}}” created',
  intro: 'Employees choose a category for every expense; it decides how the amount is entered.',
  noPermissionTitle: 'You cannot create expense categories',
  noPermission: 'Creating expense categories needs the expense-categories permission. Ask an HR administrator.',
  errors: {
    name: { too_small: 'Give the category a name', too_big: 'The name is too long' },
    way_of_input: { invalid_value: 'Choose how the amount is entered' },
    price_per_kilometer: {
      custom: 'A kilometre allowance needs a price per kilometre',
      too_small: 'The price must be above 0',
      too_big: 'The price is too high',
    },
    price_per_day: {
      custom: 'A day allowance needs a price per day',
      too_small: 'The price must be above 0',
      too_big: 'The price is too high',
    },
  },
};

const nl = {
  newTitle: 'Nieuwe onkostencategorie',
  name: 'Naam',
  wayOfInput: 'Hoe het bedrag wordt ingegeven',
  ways: { total: 'Totaalbedrag', 'kilometer-allowance': 'Kilometervergoeding', 'day-allowance': 'Dagvergoeding' },
  pricePerKm: 'Prijs per kilometer',
  pricePerDay: 'Prijs per dag',
  create: 'Categorie aanmaken',
  created: 'Categorie “{{name}}” aangemaakt',
  intro: 'Medewerkers kiezen voor elke onkost een categorie; die bepaalt hoe het bedrag wordt ingegeven.',
  noPermissionTitle: 'Je kunt geen onkostencategorieën aanmaken',
  noPermission: 'Daarvoor is het recht op onkostencategorieën nodig. Vraag het aan een HR-beheerder.',
  errors: {
    name: { too_small: 'Geef de categorie een naam', too_big: 'De naam is te lang' },
    way_of_input: { invalid_value: 'Kies hoe het bedrag wordt ingegeven' },
    price_per_kilometer: {
      custom: 'Een kilometervergoeding heeft een prijs per kilometer nodig',
      too_small: 'De prijs moet groter zijn dan 0',
      too_big: 'De prijs is te hoog',
    },
    price_per_day: {
      custom: 'Een dagvergoeding heeft een prijs per dag nodig',
      too_small: 'De prijs moet groter zijn dan 0',
      too_big: 'De prijs is te hoog',
    },
  },
};

const fr = {
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

export const expenseCategoryMessages: TAreaMessages = { key: 'categories', en, nl, fr };
