import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/src/config.ts';
import { addressKey, clientIp } from '../../../server/src/http/clientIp.ts';
import { parseTrustProxy, type TrustProxy } from '../../../server/src/settings/trustProxy.ts';

/** The address clientIp sees for a request from `peer` carrying `forwarded`. */
async function seen(trust: TrustProxy, peer: string, forwarded?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trust)));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 1234 } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is ignored', async () => {
    const trust = parseTrustProxy(undefined);
    expect(trust).toEqual({ kind: 'none' });
    expect(await seen(trust, '::ffff:198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });

  it('a hop count reads that many proxies back, and no further than the header goes', async () => {
    expect(await seen(parseTrustProxy('1'), '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(parseTrustProxy('1'), '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe(
      '203.0.113.9',
    );
    expect(await seen(parseTrustProxy('2'), '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('6.6.6.6');
    expect(await seen(parseTrustProxy('3'), '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('an address list trusts only those proxies', async () => {
    const trust = parseTrustProxy('10.0.0.2, 10.0.0.3');
    expect(await seen(trust, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
    // A caller that is not a listed proxy is the client, whatever it forwards.
    expect(await seen(trust, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });

  it('a range trusts every proxy in it, IPv4 and IPv6', async () => {
    const trust = parseTrustProxy('10.0.0.0/8, fd00::/8');
    expect(await seen(trust, '10.20.30.40', '203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
    expect(await seen(trust, 'fd12::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await seen(trust, '11.0.0.1', '203.0.113.9')).toBe('11.0.0.1');
  });

  it('refuses a value that is neither a count nor addresses and ranges', () => {
    for (const bad of ['loadbalancer', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '10.0.0.x/8']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
  });
});

describe('the key a per-address limit counts under', () => {
  it('is the IPv4 address, or the IPv6 /64 however it is written', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
