import type { Config } from '../config.ts';

/** What the process runs on, known once it has connected. */
export interface Runtime {
  database: string;
  limits: string;
  workers?: number;
}

function proxies(config: Config): string {
  const trust = config.trustProxy;
  if (trust.kind === 'none') return 'proxies trusted: none';
  if (trust.kind === 'hops') return `proxies trusted: any ${trust.hops} hop(s) (warned)`;
  return `proxies trusted: ${trust.text}`;
}

/**
 * The one line a start prints about what guards the points: the same items, in the same order,
 * as the "Before going live" checklist in docs/deploy.md.
 */
export function describePosture(config: Config, runtime: Runtime): string {
  const sms = config.sms.mode === 'console' ? 'console (codes in this log)' : config.sms.mode;
  return [
    `Posture: ${config.production ? 'production' : config.environment}`,
    `sign-in ${config.authMode === 'mock' ? 'MOCK (any ID token)' : `LINE channel ${config.lineChannelId}`}`,
    `SMS ${sms}`,
    `demo data ${config.seedDemo ? 'ON (public codes)' : 'off'}`,
    `database ${runtime.database}`,
    `rate limits in ${runtime.limits}`,
    config.redisUrl ? 'Redis on' : 'Redis off',
    proxies(config),
    `listening on ${config.host ?? 'every address'}`,
    ...(runtime.workers && runtime.workers > 1 ? [`${runtime.workers} workers`] : []),
  ].join(' · ');
}
