// Field-vitals batches as phones send them (sendBeacon: text/plain JSON, no token), each from a
// client address of its own (X-Forwarded-For; the server runs with TRUST_PROXY=1), so that the
// per-client limit of the log calls counts customers, not the generator.
import type autocannon from 'autocannon';

const BATCH = JSON.stringify({
  build: 'load',
  language: 'th',
  os: 'android',
  lineVersion: '14.10.1',
  deviceMemory: 2,
  cores: 8,
  effectiveType: '4g',
  items: [
    { metric: 'TTFB', value: 420, route: '/' },
    { metric: 'FCP', value: 1310, route: '/' },
    { metric: 'LCP', value: 2480, route: '/' },
    { metric: 'app-ready', value: 2610, route: '/' },
    { metric: 'CLS', value: 0.02, route: '/' },
    { metric: 'INP', value: 180, route: '/redeem/:id' },
  ],
});

export const VITALS_ITEMS_PER_BATCH = 6;

export function vitalsRequests(): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/log/vitals',
      setupRequest: (request) => {
        next += 1;
        const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
        return {
          ...request,
          body: BATCH,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
        };
      },
    },
  ];
}
