import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

// `./migrations` resolves to src/db/migrations when run from source and to dist/migrations in the
// bundle (build.mjs copies the folder next to dist/main.js).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending SQL migrations. Drizzle's migrators record applied files in
 * drizzle.__drizzle_migrations, so running this on every start is cheap and idempotent.
 */
export async function runMigrations(
  database: Database,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
