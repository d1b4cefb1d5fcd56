// Types of priority.mjs, for the TypeScript that imports it.
export function raisePriority(log?: (line: string) => void): string;
export function raisePriorityOnce(log?: (line: string) => void): string | undefined;
