// Types of serverProcess.mjs, for the TypeScript that imports it.
import type { ChildProcess } from 'node:child_process';
export const READY: RegExp;
export function serverArgs(nodeArgs?: string[]): string[];
export interface ServerOptions {
  env?: NodeJS.ProcessEnv;
  /** false: only PATH and `env` (default true: this process's environment under `env`). */
  inheritEnv?: boolean;
  nodeArgs?: string[];
  detached?: boolean;
  label?: string;
  timeoutMs?: number;
  ready?: RegExp;
  echo?: boolean;
  onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
}
export function spawnServer(options?: ServerOptions): {
  child: ChildProcess;
  started: Promise<string>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};
export function startServer(
  options?: ServerOptions,
): Promise<{ child: ChildProcess; url: string; stop: (signal?: NodeJS.Signals) => Promise<void> }>;
