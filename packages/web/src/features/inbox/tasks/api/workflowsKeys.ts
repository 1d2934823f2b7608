export const workflowsKeys = {
  lists: ['workflows', 'list'] as const,
  list: (page: number) => ['workflows', 'list', page] as const,
  templates: ['workflows', 'templates'] as const,
  employees: (search: string) => ['workflows', 'employees', search] as const,
};
