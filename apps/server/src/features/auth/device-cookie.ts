/** Proof of an earlier sign-in on this browser; it exempts the browser from the per-account limit. */
export const DEVICE_COOKIE = 'qd_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
