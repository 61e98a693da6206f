import type { FastifyInstance } from 'fastify';

// Security headers, computed once at start and attached with one hook. We used @fastify/helmet
// first; with a per-response CSP nonce it re-serialised the whole policy on every request and
// cut /api/health throughput to a fraction of a bare route (docs/decisions/006). Only HTML needs
// a nonce, so JSON and assets get a fixed policy and HTML responses override it (web/web-app.ts).

export interface SecurityHeaderOptions {
  /** Served over https: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
}

/** The Content-Security-Policy; `nonce` lets the inline scripts of one HTML response run. */
export function contentSecurityPolicy({ https }: SecurityHeaderOptions, nonce?: string): string {
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    // No 'unsafe-eval' and no 'unsafe-inline': inline hydration scripts carry the nonce.
    ['script-src', nonce ? `'self' 'nonce-${nonce}'` : "'self'"],
    ['script-src-attr', "'none'"],
    // Inline style attributes are set by React (style={...}); they cannot run code.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob:"],
    ['media-src', "'self' blob:"],
    ['font-src', "'self' data:"],
    ['connect-src', "'self'"],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  // Upgrading would break a plain-HTTP LAN or localhost install, so only when served over https.
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * API data (JSON) is never rendered as a page, so it needs only the headers that matter for any
 * response, with a CSP that allows nothing. Fewer and shorter headers also keep the small, hot
 * API responses cheap to write (measured in bench/health-throughput.bench.mjs).
 */
export function apiSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** The interactive API docs page (/api/docs) is HTML with scripts: it gets the page headers. */
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
