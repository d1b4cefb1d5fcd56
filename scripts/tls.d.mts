// Types of tls.mjs, for the TypeScript that imports it.
export function throwawayCertificate(dir: string): { cert: string; key: string };
export function tlsChromeFlag(certPath: string): string;
