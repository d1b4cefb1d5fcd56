import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { TrustProxy } from '../config.ts';

/** "::ffff:10.0.0.1" and "10.0.0.1" are one address. */
const normalize = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

function socketAddress(c: Context): string {
  try {
    return normalize(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * The caller's address. X-Forwarded-For is read only as far as TRUST_PROXY allows: a client can
 * write anything into it, so only entries appended by trusted proxies count.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const socket = socketAddress(c);
  if (trust.kind === 'none') return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(normalize)
    .filter(Boolean);
  // Nearest hop last: what each proxy saw, then the socket peer.
  const chain = [...forwarded, socket];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] as string;
  const trusted = new Set(trust.addresses.map(normalize));
  let index = chain.length - 1;
  while (index > 0 && trusted.has(chain[index] as string)) index -= 1;
  return chain[index] as string;
}
