import { and, eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { plans } from './schema.ts';

/** Whether `planId` is one of the owner's plans (a deck, map or link may only name those). */
export async function ownsPlan(db: Db, ownerId: string, planId: string): Promise<boolean> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId)));
  return rows.length > 0;
}
