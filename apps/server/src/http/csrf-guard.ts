import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from './errors.ts';

// Cross-site request forgery defence, in layers:
// 1. The cookies are SameSite=Lax, so browsers do not attach them to cross-site POST/PUT/PATCH/
//    DELETE requests at all.
// 2. Only configured hosts are served: PUBLIC_URL's and TRUSTED_ORIGINS', or, when neither is set,
//    loopback (localhost, 127.0.0.1, [::1] on any port). Any other Host answers 421: a page whose
//    name an attacker points at this server (DNS rebinding) is not this site, whatever its Host says.
// 3. A state-changing request whose Origin (or, failing that, Referer) is not exactly one of the
//    allowed origins (scheme, host and port) is refused (403). Browsers always send Origin on
//    cross-site fetches and form posts. A request with neither header does not come from a page at
//    all (curl, server to server, app.inject) and carries no ambient credentials an attacker could
//    abuse, so it passes.
// 4. Browsers that send Sec-Fetch-Site say themselves whether the request comes from another site;
//    "cross-site" and "same-site" (a sibling subdomain) are refused unless the Origin is allowed,
//    even when a proxy or an extension stripped Origin and Referer.
// JSON bodies are also required (text/plain parsing is removed in app.ts): an HTML form cannot
// send application/json, and a cross-site fetch that does must pass a CORS preflight we never grant.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
/** Health probes come from the platform, addressed by an internal name or IP. */
const HOST_CHECK_EXEMPT = /^\/api\/health(\/|\?|$)/;

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

interface SiteOrigins {
  /** Whether a state-changing request from this Origin is allowed (exact scheme, host, port). */
  allowsOrigin(origin: string): boolean;
  /** Whether this server answers for this Host header value. */
  allowsHost(host: string | undefined): boolean;
}

/** The origins and hosts this installation answers for, from PUBLIC_URL and TRUSTED_ORIGINS. */
function siteOrigins(options: {
  publicUrl?: string | undefined;
  trustedOrigins: string[];
}): SiteOrigins {
  const origins = new Set(options.trustedOrigins.map((origin) => new URL(origin).origin));
  if (options.publicUrl) origins.add(new URL(options.publicUrl).origin);
  const loopbackOnly = origins.size === 0;
  // Host values as browsers send them: without the scheme's default port, or with it spelled out.
  const hosts = new Set<string>();
  for (const origin of origins) {
    const url = new URL(origin);
    hosts.add(url.host);
    if (!url.port) hosts.add(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`);
  }
  return {
    allowsOrigin: (origin) => origins.has(origin) || (loopbackOnly && LOOPBACK_ORIGIN.test(origin)),
    allowsHost: (host) => {
      if (!host) return false;
      const lower = host.toLowerCase();
      return hosts.has(lower) || (loopbackOnly && LOOPBACK_HOST.test(lower));
    },
  };
}

export function registerCsrfGuard(
  app: FastifyInstance,
  options: { publicUrl?: string | undefined; trustedOrigins: string[] },
): void {
  const site = siteOrigins(options);

  // A callback hook, not async: it runs on every request, and most skip it at once without
  // allocating a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!site.allowsHost(request.host) && !HOST_CHECK_EXEMPT.test(request.url)) {
      return done(new HttpError(421, 'This server does not answer for that host name.'));
    }
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = headerOrigin(request);
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      if (origin !== undefined && site.allowsOrigin(origin)) return done();
      return done(forbidden('Cross-site request refused.'));
    }
    if (origin === undefined || site.allowsOrigin(origin)) return done();
    done(forbidden('Cross-site request refused.'));
  });
}
