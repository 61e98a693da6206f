const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl.DateTimeFormat for these locale and options, made on first use and kept: building one
 * costs far more than formatting with it (a year's heatmap made one per cell and took 420 ms of a
 * phone's main thread), so code formats dates through this rather than a new formatter each time.
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The browser's IANA time zone: days are the person's days, counted on the server's clock. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
