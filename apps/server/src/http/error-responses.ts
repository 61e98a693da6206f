import { errorSchema } from '@quietdesk/core/api/errors';

/**
 * A route's error replies, each the one error shape: `errorResponses(403, 404)` is
 * `{ 403: errorSchema, 404: errorSchema }`, spread into the route's `response`.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;
}
