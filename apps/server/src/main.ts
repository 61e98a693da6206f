import { buildApp } from './app.ts';
import { ConfigError, loadConfigFromProcess } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrator.ts';

// Start-up: config -> database (lock, open) -> migrations -> app -> listen. Problems an operator
// can fix (bad settings, a busy DATA_DIR) end the process with one readable line, no stack.

async function main(): Promise<void> {
  const config = loadConfigFromProcess();
  const database: Database = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    // Stop taking requests first, then close the database (which releases the DATA_DIR lock).
    try {
      await app?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await runMigrations(database);
    app = await buildApp({ config, database });
    const address = await app.listen({
      port: config.port,
      host: config.host,
      backlog: config.listenBacklog,
    });
    app.log.info(
      {
        url: address,
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      },
      `Quietdesk listening on ${address}`,
    );
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(
      `The port is already in use: ${(error as Error).message}. Set PORT to a free port.`,
    );
  } else {
    console.error('Quietdesk failed to start:', error);
  }
  process.exit(1);
});
