import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentityService } from './identity.service.ts';

export const GUEST_COOKIE = 'qd_guest';
// 400 days is the longest lifetime browsers accept; a guest's data should outlive a session.
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner behind the cookie; undefined for a visitor who has not changed anything yet. */
    ownerId: string | undefined;
    /** A token created during this request, written as a cookie just before the reply is sent. */
    issuedGuestToken: string | undefined;
  }
  interface FastifyInstance {
    identity: IdentityService;
  }
}

/** Returns the caller's owner id, creating a guest identity (and its cookie) when there is none. */
export async function requireOwner(request: FastifyRequest): Promise<string> {
  if (request.ownerId) return request.ownerId;
  const { ownerId, token } = await request.server.identity.createGuest();
  request.ownerId = ownerId;
  request.issuedGuestToken = token;
  return ownerId;
}

export function registerIdentity(
  app: FastifyInstance,
  service: IdentityService,
  options: { secureCookie: boolean },
): void {
  app.decorate('identity', service);
  app.decorateRequest('ownerId', undefined);
  app.decorateRequest('issuedGuestToken', undefined);

  // Only API calls look the cookie up: it is also sent with every page and asset request, and
  // those never need to know who is asking.
  // Callback style: most requests carry no cookie and should not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[GUEST_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return done();
    service.ownerIdForToken(token).then((ownerId) => {
      request.ownerId = ownerId;
      done();
    }, done);
  });

  // No hook creates identities: a route that stores something calls requireOwner(), so the
  // first request that writes gets one, and compute-only POSTs (e.g. fixation processing, which
  // stores nothing) leave no empty owners behind.

  app.addHook('onSend', async (request, reply) => {
    if (!request.issuedGuestToken) return;
    reply.setCookie(GUEST_COOKIE, request.issuedGuestToken, {
      httpOnly: true,
      // Lax: the browser omits the cookie on cross-site POSTs, the core of our CSRF defence.
      sameSite: 'lax',
      path: '/',
      secure: options.secureCookie,
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  });
}
