import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

// Cross-site request forgery defence, in two layers:
// 1. The guest cookie is SameSite=Lax, so browsers do not attach it to cross-site POST/PUT/
//    PATCH/DELETE requests at all.
// 2. This guard refuses state-changing requests whose Origin (or, failing that, Referer) names
//    another site. Browsers always send Origin on cross-site fetches and form posts, so a forged
//    request from a browser is caught here even if layer 1 failed (old browsers, sibling
//    subdomains). A request with neither header does not come from a page at all (curl, server to
//    server, app.inject) and carries no ambient credentials an attacker could abuse, so it passes.
// 3. Browsers that send Sec-Fetch-Site say themselves whether the request comes from another
//    site; "cross-site" and "same-site" (a sibling subdomain) are refused unless the Origin is
//    trusted, even when a proxy or an extension stripped Origin and Referer.
// JSON bodies are also required (text/plain parsing is removed in app.ts): an HTML form cannot
// send application/json, and a cross-site fetch that does must pass a CORS preflight we never grant.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headerOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

export function registerCsrfGuard(
  app: FastifyInstance,
  options: { publicUrl?: string | undefined; trustedOrigins: string[] },
): void {
  const allowed = new Set(options.trustedOrigins);
  if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);

  // A callback hook, not async: it runs on every request, and reads skip it at once without
  // allocating a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = headerOrigin(request);
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      if (origin !== undefined && allowed.has(origin)) return done();
      return done(forbidden('Cross-site request refused.'));
    }
    if (origin === undefined || allowed.has(origin)) return done();
    // Compare hosts rather than full origins with the Host header: behind a TLS-terminating proxy
    // the browser says https while we see http, and only the site itself can be served as that host.
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined; // "null" origins (sandboxed frames, file://) are never ours.
    }
    if (host && host === request.headers.host) return done();
    done(forbidden('Cross-site request refused.'));
  });
}
