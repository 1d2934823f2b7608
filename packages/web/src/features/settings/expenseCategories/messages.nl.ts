import type { en } from './messages.en.ts';

export const nl: typeof en = {
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
