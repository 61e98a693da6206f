import { z } from 'zod';

// Instants and calendar days on the wire, written one way in every contract.

/** An ISO 8601 timestamp with an offset (or Z); `label` names the field in the error. */
export const isoTimestamp = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} must be an ISO 8601 timestamp such as 2025-01-06T09:00:00Z.`,
  });

/** A calendar day, YYYY-MM-DD; `label` names the field in the error. */
export const isoDate = (label: string, example = '2025-01-06') =>
  z.iso.date({ error: `${label} must be a date such as ${example}.` });
