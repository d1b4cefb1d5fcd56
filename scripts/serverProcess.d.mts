// Types of serverProcess.mjs, for the TypeScript that imports it.
import type { ChildProcess } from 'node:child_process';
export const READY: RegExp;
export function startServer(options?: {
  env?: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  detached?: boolean;
  label?: string;
  timeoutMs?: number;
}): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }>;
