/**
 * Route option that sends replies with plain JSON.stringify instead of validating them against
 * the zod response schema first. For hot or large replies built by tested code (the health probe,
 * fixation results of up to ~40 MB), where re-checking every token object costs more than the
 * processing itself. The schema still documents the reply in OpenAPI, and tests check real
 * replies against it.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
