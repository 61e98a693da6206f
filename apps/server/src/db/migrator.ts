import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

// `./migrations` resolves to src/db/migrations when run from source and to dist/migrations in the
// bundle (build.mjs copies the folder next to dist/main.js).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory-lock key for migrations: any fixed number; this one spells "QDmg". */
const MIGRATION_LOCK_KEY = 0x51_44_6d_67;

/**
 * Applies pending SQL migrations. Drizzle's migrators record applied files in
 * drizzle.__drizzle_migrations, so running this on every start is cheap and idempotent.
 * Several server processes starting at once on one PostgreSQL take turns (an advisory lock):
 * the first applies the migrations, the others wait and then find nothing left to do.
 */
export async function runMigrations(
  database: Database,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  await database.exclusively(MIGRATION_LOCK_KEY, () => applyMigrations(database, migrationsFolder));
}

async function applyMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
