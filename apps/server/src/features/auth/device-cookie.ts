import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proof of an earlier sign-in on this browser; it exempts the browser from the per-account limit. */
export const DEVICE_COOKIE = 'qd_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

// Path=/api: sent to every route that checks a password (sign-in, the account page, recovery),
// never with pages and assets. Until 2026-11 it was Path=/api/auth, which never reached
// /api/account: the owner's own browser was refused there while a guesser held the account locked.
const DEVICE_COOKIE_PATH = '/api';
const OLD_DEVICE_COOKIE_PATH = '/api/auth';

export const deviceTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[DEVICE_COOKIE];

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  // A cookie left at the old path would be sent first to /api/auth and shadow the new one.
  reply.clearCookie(DEVICE_COOKIE, { path: OLD_DEVICE_COOKIE_PATH, secure, httpOnly: true });
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: DEVICE_COOKIE_PATH,
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Drops the cookie (after sign out everywhere: the browser is no longer known). */
export function clearDeviceCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(DEVICE_COOKIE, { path: DEVICE_COOKIE_PATH, secure, httpOnly: true });
}
