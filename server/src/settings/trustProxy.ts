import { BlockList, isIP } from 'node:net';
import { ConfigError } from './errors.ts';

/**
 * Who may name the client in X-Forwarded-For: nobody (the socket's address is the client), the
 * nearest `hops` proxies whoever they are, or the proxies whose address is in `proxies` (listed
 * addresses and CIDR ranges; `text` is the setting as written, for the startup line).
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'proxies'; proxies: BlockList; text: string };

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** One entry of TRUST_PROXY: an address or a range (`10.0.0.0/8`, `fd00::/8`). */
function addEntry(list: BlockList, entry: string, whole: string): void {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const bits = prefix === undefined ? undefined : Number(prefix);
  const maxBits = version === 6 ? 128 : 32;
  if (
    version === 0 ||
    rest.length > 0 ||
    (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
  ) {
    throw new ConfigError(
      `TRUST_PROXY must list proxy addresses or ranges (10.0.0.2, 10.0.0.0/8), not "${whole}".`,
    );
  }
  if (bits === undefined) list.addAddress(address, family(address));
  else list.addSubnet(address, bits, family(address));
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const proxies = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) addEntry(proxies, entry, text);
  return { kind: 'proxies', proxies, text: entries.join(', ') };
}

/** Whether `address` (normalised: no ::ffff: prefix) is a trusted proxy. */
export const isTrustedProxy = (trust: Extract<TrustProxy, { kind: 'proxies' }>, address: string) =>
  isIP(address) !== 0 && trust.proxies.check(address, family(address));

/** The warning a hop count earns at start: it trusts whoever stands that close, proxy or not. */
