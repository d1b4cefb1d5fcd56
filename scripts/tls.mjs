// A throwaway certificate for 127.0.0.1 and localhost, so that Lighthouse and the journeys measure
// over HTTPS and HTTP/2 as LINE's webview loads a LIFF app. Chromium accepts it through
// --ignore-certificate-errors-spki-list with the key's hash (tlsChromeFlag).
import { spawnSync } from 'node:child_process';
import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Makes (or keeps, until a day before it expires) cert.pem and key.pem in `dir`; answers their
 *  paths. */
export function throwawayCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  if (existsSync(cert) && existsSync(key) && validForADay(cert)) return { cert, key };
  mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.status !== 0) {
    throw new Error(
      `openssl could not make a certificate (apt-get install openssl): ${made.stderr ?? made.error}`,
    );
  }
  return { cert, key };
}

const DAY_MS = 86_400_000;
const validForADay = (cert) =>
  Date.parse(new X509Certificate(readFileSync(cert)).validTo) - Date.now() > DAY_MS;

/** The Chromium flag that trusts exactly this certificate's key. */
export function tlsChromeFlag(certPath) {
  const spki = createPublicKey(readFileSync(certPath)).export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}
