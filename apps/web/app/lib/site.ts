import { PRODUCT_NAME } from '@quietdesk/core';

export { PRODUCT_NAME };

/** Build-time constant; override with VITE_SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@quietdesk.app';

/** Absolute origin used in the sitemap and RSS feed; override with VITE_SITE_URL. */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || 'https://quietdesk.app').replace(
  /\/$/,
  '',
);

export function supportMailto(subject = `${PRODUCT_NAME} support`): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export const MEDICAL_DISCLAIMER = `${PRODUCT_NAME} is a set of productivity tools, not medical advice. It does not diagnose or treat any condition, including ADHD or dyslexia; talk to a qualified professional about your health.`;
