import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

// React Router's prerendered HTML carries inline <script> tags (router context, module bootstrap).
// Rather than 'unsafe-inline', each HTML response gets a fresh nonce: the CSP directive below
// creates it on the raw response, and the web handler stamps it onto every <script> tag it serves.

type NonceCarrier = ServerResponse & { quietdeskCspNonce?: string };

export function cspNonceFor(res: ServerResponse): string {
  const carrier = res as NonceCarrier;
  carrier.quietdeskCspNonce ??= randomBytes(16).toString('base64');
  return carrier.quietdeskCspNonce;
}

/** helmet directive value: `'nonce-…'` for this response. */
export const scriptNonceDirective = (_req: unknown, res: ServerResponse): string =>
  `'nonce-${cspNonceFor(res)}'`;

/** Adds the nonce to every <script> opening tag (React Router escapes "<" inside its JSON). */
export function addNonceToScripts(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
}
