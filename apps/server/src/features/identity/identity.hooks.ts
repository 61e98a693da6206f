import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../http/errors.ts';
import type { IdentityService } from './identity.service.ts';

/** The guest cookie's name on plain http (tests, a local install); on https it is `__Host-qd_guest`. */
export const GUEST_COOKIE = 'qd_guest';
// 400 days is the longest lifetime browsers accept; a guest's data should outlive a session.
const GUEST_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

interface IdentityOptions {
  /** PUBLIC_URL is https: cookies get Secure, and the session and guest cookies the __Host- prefix. */
  secureCookie: boolean;
  /** The absolute session lifetime, also the session cookie's Max-Age. */
  sessionMaxAgeSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose data this request reads and writes: the signed-in account, else the cookie's guest. */
    ownerId: string | undefined;
    /** A token created during this request, written as a cookie just before the reply is sent. */
    issuedGuestToken: string | undefined;
    /** The signed-in session behind the session cookie, when it is live. */
    session: { ownerId: string; tokenHash: string } | undefined;
  }
  interface FastifyInstance {
    identity: IdentityService;
    identityOptions: IdentityOptions;
  }
}

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, has Path=/ and no Domain, so a
 * sibling subdomain cannot plant or overwrite it. Browsers only accept it over https.
 */
const sessionCookieName = (secure: boolean) => (secure ? '__Host-qd_session' : 'qd_session');
/**
 * The guest cookie too: a sibling subdomain that could plant one would make the victim's browser
 * act as the attacker's guest, and a new account made there would import the attacker's data.
 */
const guestCookieName = (secure: boolean) => (secure ? `__Host-${GUEST_COOKIE}` : GUEST_COOKIE);

const baseCookie = (secure: boolean) => ({
  httpOnly: true,
  // Lax: the browser omits the cookie on cross-site POSTs, the core of our CSRF defence.
  sameSite: 'lax' as const,
  path: '/',
  secure,
});

function setSessionCookie(reply: FastifyReply, token: string): void {
  const { secureCookie, sessionMaxAgeSeconds } = reply.server.identityOptions;
  reply.setCookie(sessionCookieName(secureCookie), token, {
    ...baseCookie(secureCookie),
    maxAge: sessionMaxAgeSeconds,
  });
}

/** Signs the owner in with a brand-new session, ending the one the browser had, if any. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, ownerId: string) {
  if (request.session) await request.server.identity.endSession(request.session.tokenHash);
  const { token, tokenHash } = await request.server.identity.startSession(ownerId);
  request.session = { ownerId, tokenHash };
  request.ownerId = ownerId;
  setSessionCookie(reply, token);
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { secureCookie } = reply.server.identityOptions;
  reply.clearCookie(sessionCookieName(secureCookie), baseCookie(secureCookie));
}

export function clearGuestCookie(reply: FastifyReply): void {
  const { secureCookie } = reply.server.identityOptions;
  reply.clearCookie(guestCookieName(secureCookie), baseCookie(secureCookie));
}

/** The guest token this browser holds, whether or not someone is signed in on it. */
export const guestTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[guestCookieName(request.server.identityOptions.secureCookie)];

/** Returns the caller's owner id, creating a guest identity (and its cookie) when there is none. */
export async function requireOwner(request: FastifyRequest): Promise<string> {
  if (request.ownerId) return request.ownerId;
  const { ownerId, token } = await request.server.identity.createGuest();
  request.ownerId = ownerId;
  request.issuedGuestToken = token;
  return ownerId;
}

/**
 * The caller's owner id, or 404 with `detail` when there is none: a write to something that must
 * exist already never creates an identity.
 */
export function existingOwner(request: FastifyRequest, detail: string): string {
  if (!request.ownerId) throw notFound(detail);
  return request.ownerId;
}

/** What a request that needs a signed-in account answers (401) without one. */
export const SIGN_IN_FIRST = 'Sign in to use your account.';

/** The signed-in session, or 401: account routes never act for a guest. */
export function requireSession(request: FastifyRequest) {
  if (!request.session) throw unauthorized(SIGN_IN_FIRST);
  return request.session;
}

function identityCookies(request: FastifyRequest) {
  const secure = request.server.identityOptions.secureCookie;
  return {
    sessionToken: request.cookies[sessionCookieName(secure)],
    guestToken: request.cookies[guestCookieName(secure)],
  };
}

function hasIdentityCookie(request: FastifyRequest): boolean {
  const { sessionToken, guestToken } = identityCookies(request);
  return Boolean(sessionToken || guestToken);
}

/** Sets the request's session and owner from its cookies (none: both stay undefined). */
export async function resolveIdentity(request: FastifyRequest): Promise<void> {
  const { sessionToken, guestToken } = identityCookies(request);
  if (!sessionToken && !guestToken) return;
  const service = request.server.identity;
  // A live session wins: a signed-in browser reads and writes the account's data, never the
  // guest's it may still hold (that one is offered for import at sign-in).
  const session = await service.resolveSession(sessionToken);
  request.session = session;
  request.ownerId = session?.ownerId ?? (await service.ownerIdForToken(guestToken));
}

export function registerIdentity(
  app: FastifyInstance,
  service: IdentityService,
  options: IdentityOptions,
): void {
  app.decorate('identity', service);
  app.decorate('identityOptions', options);
  app.decorateRequest('ownerId', undefined);
  app.decorateRequest('issuedGuestToken', undefined);
  app.decorateRequest('session', undefined);
  const guestCookie = guestCookieName(options.secureCookie);

  // Only API calls look the cookies up: they are also sent with every page and asset request, and
  // those rarely need to know who is asking (the pages that do, the dashboard with Today in its
  // HTML and the account screen, call resolveIdentity themselves).
  // Callback style: most requests carry no cookie and should not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    if (!hasIdentityCookie(request)) return done();
    resolveIdentity(request).then(() => done(), done);
  });

  // No hook creates identities: a route that stores something calls requireOwner(), so the
  // first request that writes gets one, and compute-only POSTs (e.g. fixation processing, which
  // stores nothing) leave no empty owners behind.

  app.addHook('onSend', async (request, reply) => {
    if (!request.issuedGuestToken) return;
    if (reply.statusCode >= 400) {
      // The write that needed an identity was refused (e.g. a 404 for someone else's row), so
      // nothing was stored: drop the guest made for it instead of leaving an empty owner and a
      // cookie behind. Nobody else can know this owner yet, so deleting it cannot race.
      const ownerId = request.ownerId;
      request.issuedGuestToken = undefined;
      request.ownerId = undefined;
      if (ownerId) await service.discardGuest(ownerId);
      return;
    }
    reply.setCookie(guestCookie, request.issuedGuestToken, {
      ...baseCookie(options.secureCookie),
      maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
    });
  });
}
