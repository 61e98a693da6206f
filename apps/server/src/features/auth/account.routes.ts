import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from '@quietdesk/core/api/auth';
import { errorResponses } from '../../http/error-responses.ts';
import { unauthorized } from '../../http/errors.ts';
import { noContent } from '../../http/no-content.ts';
import type { Clock } from '../../clock.ts';
import type { AuthService } from './auth.service.ts';
import { clearDeviceCookie, deviceTokenOf, setDeviceCookie } from './device-cookie.ts';
import {
  clearGuestCookie,
  clearSessionCookie,
  requireSession,
  SIGN_IN_FIRST,
} from '../identity/identity.hooks.ts';

interface AccountRoutesOptions {
  auth: AuthService;
  clock: Clock;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { auth, clock },
) => {
  const attemptOf = (request: FastifyRequest) => ({
    address: request.ip,
    device: deviceTokenOf(request),
  });

  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary:
          'Everything the signed-in account owns, as one JSON file (every owner-scoped table).',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { ownerId } = requireSession(request);
      const account = await auth.findAccount(ownerId);
      if (!account) throw unauthorized(SIGN_IN_FIRST);
      const now = clock();
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="quietdesk-export-${now.toISOString().slice(0, 10)}.json"`,
      );
      return {
        format: 'quietdesk-export/1' as const,
        exported_at: now.toISOString(),
        account: { email: account.email, created_at: account.createdAt.toISOString() },
        // JSON round trip: dates become ISO strings, exactly as the file will hold them.
        data: JSON.parse(JSON.stringify(await auth.exportData(ownerId))),
      };
    },
  );

  app.post(
    '/api/account/password',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change the password (the current one is required). Every other session of the account is signed out.',
        body: changePasswordBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await auth.confirmPassword(
        session.ownerId,
        request.body.current_password,
        attemptOf(request),
      );
      const deviceToken = await auth.changePassword(session.ownerId, request.body.new_password);
      await app.identity.endAllSessions(session.ownerId, session.tokenHash);
      setDeviceCookie(reply, deviceToken, app.identityOptions.secureCookie);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        tags: ['account'],
        summary: 'End every session of the account, this one included.',
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await app.identity.endAllSessions(session.ownerId);
      await auth.withdrawKnownDevices(session.ownerId);
      clearSessionCookie(reply);
      clearDeviceCookie(reply, app.identityOptions.secureCookie);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete the account and everything it owns (the password is required). Cannot be undone.',
        body: deleteAccountBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await auth.confirmPassword(session.ownerId, request.body.password, attemptOf(request));
      await auth.deleteAccount(session.ownerId);
      app.identity.forgetOwner(session.ownerId);
      clearSessionCookie(reply);
      clearGuestCookie(reply);
      clearDeviceCookie(reply, app.identityOptions.secureCookie);
      return reply.code(204).send(null);
    },
  );
};
