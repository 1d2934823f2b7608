export const en = {
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
