// The web build's `zod` (vite.config.ts aliases the bare import here): zod itself, with its JIT
// switched off before any schema exists. Zod probes `new Function` when it builds its first
// object schema, to decide whether to compile parsers; under our CSP (no 'unsafe-eval') the
// refused probe is reported as a policy violation. Validation works the same without the JIT.
// Done here rather than in a route or layout module so that every schema, the app's and
// @quietdesk/core's, is built after it, and so that zod loads only with the screens that use it.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
