export const plannerKeys = {
  all: ['planner'] as const,
  plans: () => ['planner', 'plans'] as const,
  plan: (id: string) => ['planner', 'plans', id] as const,
};
