/** The one UUID pattern (any version, either case): ids in addresses and API paths are checked
 * with it before they reach a query, so a malformed id is a 404, never a database error. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole string that is a UUID. Not global, so `.test` keeps no state between calls. */
export const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');
