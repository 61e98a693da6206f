import type { FastifyInstance } from 'fastify';

// One log line per request, written when the reply is done: method, route (the pattern, so ids
// do not split it into many), status, duration and Fastify's request id (`reqId`, bound to every
// line of the request's logger). Health probes and static files are the bulk of the traffic and
// tell an operator nothing, so they are written only at debug level (LOG_LEVEL=debug or trace).
// Fastify's own two lines per request are switched off in app.ts (disableRequestLogging).

const isQuiet = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/health');

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isQuiet(request.url)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
