// The browser suite's server sends reset mail by real SMTP to this port (playwright.config.ts),
// where e2e/recovery.spec.ts listens with a test mail server while it runs. No other spec reads
// mail; a send with no listener fails quietly, as the API promises. Derived from E2E_PORT so two
// checkouts running side by side do not collide.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_SMTP_PORT = E2E_PORT + 1000;
