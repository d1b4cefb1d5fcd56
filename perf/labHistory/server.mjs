// `npm run lhci:server`: @lhci/server on the project's PostgreSQL (LHCI_SERVER_DATABASE_URL, port
// LHCI_SERVER_PORT or 9001); prints the build token that, as LHCI_TOKEN with LHCI_SERVER_URL, makes
// `npm run lhci` upload there (./upload.mjs). Runs until stopped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createServer } = require('@lhci/server');

const PROJECT = 'line-loyalty';
const databaseUrl = process.env.LHCI_SERVER_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set LHCI_SERVER_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/lhci');
  process.exit(2);
}
const port = Number(process.env.LHCI_SERVER_PORT ?? 9001);

const server = await createServer({
  port,
  logLevel: process.env.LHCI_SERVER_QUIET ? 'silent' : 'verbose',
  storage: { storageMethod: 'sql', sqlDialect: 'postgres', sqlConnectionUrl: databaseUrl },
});
const { storageMethod } = server;
const project =
  (await storageMethod.getProjects()).find((p) => p.name === PROJECT) ??
  (await storageMethod.createProject({ name: PROJECT, externalUrl: '', baseBranch: 'main' }));
console.log(`Lighthouse CI server at http://localhost:${server.port}/app/projects/${project.slug}`);
console.log(
  `  LHCI_SERVER_URL=http://localhost:${server.port} LHCI_TOKEN=${project.token} npm run lhci`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
