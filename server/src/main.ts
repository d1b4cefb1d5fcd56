import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase, targetFromConfig } from './db/connect.ts';
import { seedDemoMember } from './db/demoMember.ts';
import { migrate } from './db/migrations.ts';
import { seedIfEmpty } from './db/seed.ts';
import { ConsoleSms } from './services/sms.ts';

async function main() {
  const config = loadConfig();
  const target = targetFromConfig(config);
  if (target.kind === 'pglite') mkdirSync(target.dataDir, { recursive: true });
  const db = await connectDatabase(target);
  await migrate(db);
  if (await seedIfEmpty(db, new Date())) {
    await seedDemoMember(db, new Date());
    console.log('Seeded the demo data.');
  }

  const app = createApp({ db, config, sms: new ConsoleSms() });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Loyalty app ready at http://localhost:${info.port}`);
    console.log(
      `auth ${config.authMode}, database ${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await db.destroy();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
