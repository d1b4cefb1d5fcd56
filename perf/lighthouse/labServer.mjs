// The reference server as lighthouserc.json's startServerCommand sets it up (its settings, then
// the server), for the collections of `npm run lhci` and `npm run lhci:instruments`.
import { rmSync } from 'node:fs';
import { startServer } from '../../scripts/serverProcess.mjs';

/** The settings (`NAME=value …`) that open `command`; STATIC_DIR and DATA_DIR it must set. */
export function envOf(command) {
  const env = Object.fromEntries(
    [...command.matchAll(/(?:^|\s)([A-Z_][A-Z0-9_]*)=(\S*)/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
  for (const name of ['STATIC_DIR', 'DATA_DIR'])
    if (!env[name]) throw new Error(`startServerCommand must set ${name}.`);
  return env;
}

/** Starts the server `command` describes over TLS (`tls`: cert and key files) on an empty
 *  DATA_DIR, in a process group of its own; resolves once it is ready. */
export function startLabServer(command, tls) {
  const env = envOf(command);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  return startServer({ env: { ...env, TLS_CERT: tls.cert, TLS_KEY: tls.key }, detached: true });
}
