import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

// Errors raised before the app's hooks run: Node's HTTP parser (oversized headers, a request line
// that is not HTTP) and Fastify's router (an undecodable URL). They never pass the security-header
// hook or the error handler, so they get the same headers and the `{"detail"}` body here.

const CLIENT_ERROR_DETAIL: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    detail: 'The request headers are too large. Clear this site’s cookies and try again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, detail: 'The request is not a valid HTTP request.' };

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it. */
export function createClientErrorHandler(options: SecurityHeaderOptions) {
  const headerLines = Object.entries(apiSecurityHeaders(options))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, detail } = CLIENT_ERROR_DETAIL[error.code ?? ''] ?? MALFORMED;
    if (socket.writable) {
      const body = JSON.stringify({ detail });
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
          `content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          headerLines +
          `connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/** Fastify's `frameworkErrors`: router failures before any hook ran. */
export function createFrameworkErrorHandler(options: SecurityHeaderOptions) {
  const headers = apiSecurityHeaders(options);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return reply.code(404).send({ detail: 'No item has an id that long.' });
    return reply.code(400).send({ detail: 'The address of this request is not valid.' });
  };
}
