import { randomBytes } from 'node:crypto';

// React Router's prerendered HTML carries inline <script> tags (router context, module bootstrap).
// Rather than 'unsafe-inline', each HTML response gets a fresh nonce: the web handler stamps it
// onto every <script> tag it serves and names it in that response's CSP (http/security-headers.ts).

export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Adds the nonce to every <script> opening tag (React Router escapes "<" inside its JSON). */
export function addNonceToScripts(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
}
