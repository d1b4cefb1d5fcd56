// Types of serverProcess.mjs, for the TypeScript that imports it.
import type { ChildProcess } from 'node:child_process';
export const READY: RegExp;
export function serverArgs(nodeArgs?: string[]): string[];
export interface ServerOptions {
  env?: NodeJS.ProcessEnv;
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
  stop: () => Promise<void>;
};
export function startServer(
  options?: ServerOptions,
): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }>;
