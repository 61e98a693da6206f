export const authKeys = {
  me: () => ['auth', 'me'] as const,
  recovery: () => ['auth', 'recovery'] as const,
};
