import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isTrustedProxy, type TrustProxy } from '../settings/trustProxy.ts';

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
  let index = chain.length - 1;
  while (index > 0 && isTrustedProxy(trust, chain[index] as string)) index -= 1;
  return chain[index] as string;
}

/** The 64 bits that name an IPv6 network, expanded: '2001:db8:0:1'. */
function ipv6Network(address: string): string {
  // A trailing dotted quad ('64:ff9b::192.0.2.1') is the last two groups.
  const plain = (address.split('%')[0] ?? '')
    .toLowerCase()
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a, b, c, d) =>
        `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
    );
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64. One
 * subscriber gets a whole /64 and can take a new address from it for every request, so counting
 * whole IPv6 addresses would give them billions of fresh allowances.
 */
export const addressKey = (address: string): string =>
  isIPv6(address) ? `${ipv6Network(address)}::/64` : address;

/** The caller's per-address limit key (see addressKey). */
export const clientKey = (c: Context, trust: TrustProxy): string => addressKey(clientIp(c, trust));
