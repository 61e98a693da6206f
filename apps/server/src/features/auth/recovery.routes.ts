import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PasswordResetBody,
  passwordResetAcceptedSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  recoverBodySchema,
  recoveryCodesLeftSchema,
  recoveryCodesSchema,
  recoveryOptionsSchema,
} from '@quietdesk/core/api/auth';
import { errorResponses } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { requireSession, startSession } from '../identity/identity.hooks.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { RESET_ACCEPTED, type RecoveryService } from './recovery.service.ts';

interface RecoveryRoutesOptions {
  recovery: RecoveryService;
  limits: { resetsPerAddressPerHour: number; resetsPerAccountPerHour: number };
}

const tooManyResets = (seconds: number) =>
  `Too many reset requests. Try again in ${Math.ceil(seconds / 60)} minutes.`;

export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (
  app,
  { recovery, limits },
) => {
  app.addHook('onClose', () => recovery.settled());

  /** After a new password: every session of the account ends, and this browser signs in anew. */
  async function signInAfresh(request: FastifyRequest, reply: FastifyReply, ownerId: string) {
    await app.identity.endAllSessions(ownerId);
    await startSession(request, reply, ownerId);
    return reply.code(204).send(null);
  }

  app.get(
    '/api/auth/recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which ways of recovering an account this server offers.',
        response: { 200: recoveryOptionsSchema },
      },
    },
    async () => ({ reset_by_email: recovery.resetByEmailAvailable }),
  );

  app.post(
    '/api/auth/password-reset',
    {
      // Per client address and per email address (whether or not it has an account), when mail
      // goes out at all.
      config: {
        rateLimit: recovery.resetByEmailAvailable
          ? [
              {
                name: 'password-reset',
                key: 'address',
                max: limits.resetsPerAddressPerHour,
                per: 'hour',
                detail: tooManyResets,
              },
              {
                name: 'password-reset',
                key: (request) => (request.body as PasswordResetBody).email,
                max: limits.resetsPerAccountPerHour,
                per: 'hour',
                detail: tooManyResets,
              },
            ]
          : undefined,
      },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a password-reset link by mail. The answer is the same whether or not the address has an account; limited per client and per address (429).',
        body: passwordResetBodySchema,
        response: { 202: passwordResetAcceptedSchema, ...errorResponses(400, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await recovery.requestReset(request.body.email);
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ message: RESET_ACCEPTED });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the token from a reset mail (single use, 30 minutes). Ends every session of the account and signs this browser in.',
        body: passwordResetConfirmBodySchema,
        response: { 204: noContent, ...errorResponses(400, 403, 422) },
      },
    },
    async (request, reply) => {
      const ownerId = await recovery.confirmReset(request.body.token, request.body.new_password);
      return signInAfresh(request, reply, ownerId);
    },
  );

  app.post(
    '/api/auth/recover',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a recovery code (single use). A wrong code counts as a failed sign-in. Ends every session of the account and signs this browser in.',
        body: recoverBodySchema,
        response: { 204: noContent, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const ownerId = await recovery.recover({
        attempt: {
          account: request.body.email,
          address: request.ip,
          device: request.cookies[DEVICE_COOKIE],
        },
        code: request.body.code,
        newPassword: request.body.new_password,
      });
      return signInAfresh(request, reply, ownerId);
    },
  );

  app.get(
    '/api/account/recovery-codes',
    {
      schema: {
        tags: ['account'],
        summary: 'How many unused recovery codes the signed-in account has.',
        response: { 200: recoveryCodesLeftSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { ownerId } = requireSession(request);
      reply.header('cache-control', 'no-store');
      return { remaining: await recovery.codesLeft(ownerId) };
    },
  );

  app.post(
    '/api/account/recovery-codes',
    {
      schema: {
        tags: ['account'],
        summary:
          'Make 10 new single-use recovery codes (shown this once; the old ones stop working).',
        response: { 200: recoveryCodesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { ownerId } = requireSession(request);
      reply.header('cache-control', 'no-store');
      return { codes: await recovery.generateCodes(ownerId) };
    },
  );
};
