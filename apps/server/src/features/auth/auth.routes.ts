import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, meSchema, registerBodySchema } from '@quietdesk/core/api/auth';
import { errorResponses } from '../../http/error-responses.ts';
import { conflict } from '../../http/errors.ts';
import { noContent } from '../../http/no-content.ts';
import {
  clearGuestCookie,
  clearSessionCookie,
  guestTokenOf,
  resolveIdentity,
  startSession,
} from '../identity/identity.hooks.ts';
import type { AuthService } from './auth.service.ts';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.ts';

interface AuthRoutesOptions {
  service: AuthService;
  registerRateLimitPerHour: number;
  loginRateLimitPerMinute: number;
}

/** The guest this browser holds (its cookie), even while an account is signed in on it. */
async function guestOwnerOf(request: FastifyRequest): Promise<string | undefined> {
  if (!request.session) return request.ownerId;
  return request.server.identity.ownerIdForToken(guestTokenOf(request));
}

/** Who the request's browser is: GET /api/auth/me's answer. */
async function meOf(request: FastifyRequest, service: AuthService) {
  return service.me({
    accountOwnerId: request.session?.ownerId,
    guestOwnerId: await guestOwnerOf(request),
  });
}

/**
 * GET /api/auth/me's answer for a page request (page requests do not go through the API's
 * identity hook), to render the account screen's HTML for who opens it
 * (docs/decisions/071-account-screen-first-html.md).
 */
export async function meForPage(request: FastifyRequest, service: AuthService) {
  await resolveIdentity(request);
  return meOf(request, service);
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, registerRateLimitPerHour, loginRateLimitPerMinute },
) => {
  const me = (request: FastifyRequest) => meOf(request, service);

  app.post(
    '/api/auth/register',
    {
      // Per client address, not per person: a fresh guest cookie must not buy a fresh allowance.
      config: {
        rateLimit: { name: 'register', key: 'address', max: registerRateLimitPerHour, per: 'hour' },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and sign in. A guest becomes the account and keeps everything it made. Passwords: 8 to 256 characters, not among the 3,000 most common.',
        body: registerBodySchema,
        response: { 201: meSchema, ...errorResponses(400, 403, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      if (request.session) {
        throw conflict('You are already signed in. Sign out first to create another account.');
      }
      const { ownerId, deviceToken } = await service.register({
        email: request.body.email,
        password: request.body.password,
        guestOwnerId: request.ownerId,
      });
      // A guest that became the account lost its guest token: this process forgets it now.
      if (request.ownerId) app.identity.forgetOwner(request.ownerId);
      await startSession(request, reply, ownerId);
      setDeviceCookie(reply, deviceToken, app.identityOptions.secureCookie);
      // The guest is the account now; its token was revoked with the change.
      if (guestTokenOf(request)) clearGuestCookie(reply);
      return reply
        .code(201)
        .send(await service.me({ accountOwnerId: ownerId, guestOwnerId: undefined }));
    },
  );

  app.post(
    '/api/auth/login',
    {
      // Per client address, whatever the outcome: a burst of sign-ins, even with a correct
      // password, cannot fill the hasher's wait line for everyone.
      config: {
        rateLimit: { name: 'login', key: 'address', max: loginRateLimitPerMinute, per: 'minute' },
      },
      schema: {
        tags: ['auth'],
        summary:
          "Sign in (a new session each time). With import_guest_data, this browser's guest data moves into the account. Too many failures answer 429 with Retry-After.",
        body: loginBodySchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const guestOwnerId = await guestOwnerOf(request);
      const result = await service.login({
        attempt: {
          account: request.body.email,
          address: request.ip,
          device: deviceTokenOf(request),
        },
        password: request.body.password,
        importGuestOwnerId: request.body.import_guest_data ? guestOwnerId : undefined,
      });
      // The imported guest is gone, and its token with it.
      if (result.imported && guestOwnerId) app.identity.forgetOwner(guestOwnerId);
      await startSession(request, reply, result.ownerId);
      setDeviceCookie(reply, result.deviceToken, app.identityOptions.secureCookie);
      if (result.imported) clearGuestCookie(reply);
      return service.me({
        accountOwnerId: result.ownerId,
        guestOwnerId: result.imported ? undefined : guestOwnerId,
      });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out on this browser (ends its session). Always succeeds.',
        response: { 204: noContent, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.session) await app.identity.endSession(request.session.tokenHash);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who this browser is: a visitor, a guest with data, or a signed-in account.',
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return me(request);
    },
  );
};
