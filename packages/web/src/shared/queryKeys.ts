/**
 * Query keys that more than one feature touches. Features never import each other, so a key one area reads and
 * another area changes lives here (e.g. the settings page creates the categories the expense pencil lists).
 */
export const sharedQueryKeys = {
  expenseCategories: ['expenseCategories'] as const,
};
