import type { Environment } from './environment.ts';
import { ConfigError } from './errors.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The setting `name`, an http(s) URL of a service the server calls, without a trailing slash.
 * In production it must be https unless it is on this machine (a local gateway or sidecar: what
 * travels over loopback never leaves the host); `carries` says why.
 */
export function serviceUrl(
  name: string,
  value: string,
  environment: Environment,
  carries: string,
): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (environment === 'production' && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw new ConfigError(`${name} must be https in production (or on this machine): ${carries}.`);
  }
  return value.replace(/\/+$/, '');
}
