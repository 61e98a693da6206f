import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { normaliseIpText, type IpPolicy } from './ip-policy.ts';
import { decodeBody, pageKindOf, parseContentType, type PageKind } from './page-body.ts';

// Fetches a web page on behalf of a user without letting them reach what only the server can
// reach (server-side request forgery). Every hop: parse with the WHATWG URL parser (which turns
// 2130706433, 0x7f.1, 127.1 ... into 127.0.0.1), refuse other schemes and embedded credentials,
// resolve the host once, refuse if ANY resolved address is not allowed by the policy, then connect
// to exactly those checked addresses through a pinned `lookup`, so a DNS answer that changes
// between check and connect (rebinding) is never used. Host header and TLS SNI/certificate checks
// still use the host name. Redirects are followed by hand so each hop goes through the same gate.

export interface FetchedPage {
  /** Address of the page after redirects. */
  url: string;
  kind: PageKind;
  /** Media type as sent ("text/html"). */
  contentType: string;
  /** Encoding used to decode the body. */
  encoding: string;
  text: string;
}

/** Fetches a page for the reader. Injected into the fixation service so tests can swap it. */
export type UrlFetcher = (url: string) => Promise<FetchedPage>;

export type UrlFetchErrorCode =
  | 'invalid-url'
  | 'blocked'
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'status'
  | 'redirects'
  | 'too-large'
  | 'content-type'
  | 'protocol';

/** A refusal or failure whose message is a sentence for the user; the code picks the status. */
export class UrlFetchError extends Error {
  override name = 'UrlFetchError';
  constructor(
    readonly code: UrlFetchErrorCode,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  policy: IpPolicy;
  /** Whole fetch, all hops and the body included. Default 10 s. */
  timeoutMs?: number;
  /** Per connection attempt. Default 5 s (or the total, if smaller). */
  connectTimeoutMs?: number;
  /** Largest body, after decompression. Default 5 MiB. */
  maxBytes?: number;
  /** Redirects followed; one more is refused. Default 5. */
  maxRedirects?: number;
  /** Host name resolution; defaults to the system resolver (dns.lookup, all addresses). */
  resolve?: (hostName: string) => Promise<ResolvedAddress[]>;
  /** Told about refused addresses (with the real address, for the server log only). */
  onBlocked?: (info: { hostName: string; address: string; category: string }) => void;
  userAgent?: string;
  /**
   * Read JSON answers (an API such as MediaWiki's) instead of web pages: only application/json
   * is accepted, decoded as text. Default false: pages for the reader.
   */
  json?: boolean;
}

const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// The Fetch standard's "bad ports": services a browser will never send HTTP to either.
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);
const NOT_ALLOWED = 'That address is not allowed: it leads to a private or reserved network.';

const systemResolve = async (hostName: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostName, { all: true, verbatim: true });

/** Parses and checks the form of one hop's address. */
function parseTargetUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UrlFetchError('invalid-url', 'That is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UrlFetchError('invalid-url', 'Only http:// and https:// addresses can be read.');
  if (url.username || url.password)
    throw new UrlFetchError(
      'invalid-url',
      'Addresses with a user name or password cannot be read.',
    );
  if (url.port && BAD_PORTS.has(Number(url.port)))
    throw new UrlFetchError(
      'invalid-url',
      `That address uses a port (${url.port}) that is not allowed.`,
    );
  return url;
}

function abortError(signal: AbortSignal): UrlFetchError {
  return signal.reason instanceof UrlFetchError
    ? signal.reason
    : new UrlFetchError('timeout', 'The website took too long to answer.');
}

/** Rejects as soon as `signal` aborts, so a stuck step (DNS has no cancel) cannot outlive it. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function networkError(error: unknown): UrlFetchError {
  if (error instanceof UrlFetchError) return error;
  const code = (error as NodeJS.ErrnoException)?.code ?? '';
  if (code.startsWith('HPE_'))
    return new UrlFetchError('protocol', 'The website sent an answer that is not valid HTTP.');
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code))
    return new UrlFetchError('connect', 'Could not connect securely to that website.');
  if (code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE')
    return new UrlFetchError('connect', 'The website closed the connection too early.');
  return new UrlFetchError('connect', 'Could not connect to that website.');
}

export function createSafeFetcher(options: SafeFetchOptions): UrlFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? 5_000, timeoutMs);
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 5;
  const resolve = options.resolve ?? systemResolve;
  const userAgent = options.userAgent ?? 'QuietdeskReader/1.0 (+fixation reader)';
  const accept = options.json
    ? 'application/json'
    : 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8';
  const kindOf = (essence: string): PageKind | undefined =>
    options.json ? (essence === 'application/json' ? 'text' : undefined) : pageKindOf(essence);

  /** Resolves a hop's host once and returns the addresses, all checked. */
  async function checkedAddresses(url: URL, signal: AbortSignal): Promise<ResolvedAddress[]> {
    const hostName = normaliseIpText(url.hostname);
    let addresses: ResolvedAddress[];
    const literal = isIP(hostName);
    if (literal) {
      addresses = [{ address: hostName, family: literal }];
    } else {
      try {
        addresses = await raceAbort(resolve(hostName), signal);
      } catch (error) {
        if (error instanceof UrlFetchError) throw error;
        throw new UrlFetchError('dns', 'Could not find that website.');
      }
      if (addresses.length === 0) throw new UrlFetchError('dns', 'Could not find that website.');
    }
    for (const { address } of addresses) {
      const verdict = options.policy.check(address, hostName);
      if (!verdict.allowed) {
        options.onBlocked?.({ hostName, address, category: verdict.category ?? 'unknown' });
        throw new UrlFetchError('blocked', NOT_ALLOWED);
      }
    }
    return addresses;
  }

  function send(
    url: URL,
    addresses: ResolvedAddress[],
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    // Node asks with `all: true` when it races IPv4 and IPv6 (autoSelectFamily); both answers
    // only ever contain addresses that passed the policy.
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      const first = addresses[0]!;
      if (lookupOptions.all) callback(null, addresses as LookupAddress[]);
      else callback(null, first.address, first.family);
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const request = transport.request(url, {
        method: 'GET',
        agent: false,
        lookup: pinned,
        signal,
        headers: {
          'user-agent': userAgent,
          accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=0.9, *;q=0.5',
        },
      });
      request.once('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () =>
            request.destroy(
              new UrlFetchError('timeout', 'The website took too long to accept a connection.'),
            ),
          connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
      request.once('response', resolvePromise);
      request.once('error', (error) =>
        reject(signal.aborted ? abortError(signal) : networkError(error)),
      );
      request.end();
    });
  }

  async function readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
    const encoding = String(response.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    let decompress: Transform | undefined;
    if (encoding === 'gzip' || encoding === 'x-gzip') decompress = zlib.createGunzip();
    else if (encoding === 'deflate') decompress = zlib.createInflate();
    else if (encoding === 'br') decompress = zlib.createBrotliDecompress();
    else if (encoding !== 'identity' && encoding !== '')
      throw new UrlFetchError('protocol', `The website used an unknown encoding (${encoding}).`);
    if (decompress) response.on('error', (error) => decompress.destroy(error));
    const body: Readable = decompress ? response.pipe(decompress) : response;
    const onAbort = () => body.destroy(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      // Decompressed bytes are counted, so a small gzip bomb stops at the same limit.
      for await (const chunk of body as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) throw tooLarge(maxBytes);
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof UrlFetchError) throw error;
      if (signal.aborted) throw abortError(signal);
      if ((error as NodeJS.ErrnoException)?.code?.startsWith('Z_'))
        throw new UrlFetchError('protocol', 'The website sent a damaged compressed page.');
      throw networkError(error);
    } finally {
      signal.removeEventListener('abort', onAbort);
      response.destroy();
      body.destroy();
    }
    return Buffer.concat(chunks, total);
  }

  return async function fetchPage(input: string): Promise<FetchedPage> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = parseTargetUrl(input);
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkedAddresses(url, signal);
      const response = await send(url, addresses, signal);
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location)
          throw new UrlFetchError('protocol', 'The website redirected without saying where to.');
        if (redirects >= maxRedirects)
          throw new UrlFetchError(
            'redirects',
            `The page redirected more than ${maxRedirects} times.`,
          );
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          throw new UrlFetchError('protocol', 'The website redirected to an invalid address.');
        }
        url = parseTargetUrl(next);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new UrlFetchError('status', `The page answered with status ${status}.`, status);
      }

      const { essence, charset } = parseContentType(response.headers['content-type']);
      const kind = kindOf(essence);
      if (!kind) {
        response.destroy();
        throw new UrlFetchError(
          'content-type',
          options.json
            ? `That address did not answer JSON (content type ${essence || 'unknown'}).`
            : `That address is not a web page (content type ${essence || 'unknown'}).`,
        );
      }
      const bytes = await readBody(response, signal);
      const { text, encoding } = decodeBody(bytes, charset, kind);
      url.hash = '';
      return { url: url.href, kind, contentType: essence, encoding, text };
    }
  };
}

function tooLarge(maxBytes: number): UrlFetchError {
  const limit =
    maxBytes >= 1024 * 1024
      ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`
      : `${Math.round(maxBytes / 1024)} KB`;
  return new UrlFetchError('too-large', `The page is too large to read (the limit is ${limit}).`);
}
