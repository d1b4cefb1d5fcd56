/** A setting that cannot be used: main.ts prints its message, one line naming the setting and
 *  why, and exits 1. */
export class ConfigError extends Error {}
