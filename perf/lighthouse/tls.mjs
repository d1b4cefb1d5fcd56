// A throwaway certificate for 127.0.0.1 and localhost, so that Lighthouse measures over HTTPS and
// HTTP/2 as LINE's webview loads a LIFF app. Chromium accepts it for the run through
// --ignore-certificate-errors-spki-list with the key's hash (tlsChromeFlag).
import { spawnSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Makes (or keeps) cert.pem and key.pem in `dir`; answers their paths. */
export function throwawayCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  if (existsSync(cert) && existsSync(key)) return { cert, key };
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

/** The Chromium flag that trusts exactly this certificate's key. */
export function tlsChromeFlag(certPath) {
  const spki = createPublicKey(readFileSync(certPath)).export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}
