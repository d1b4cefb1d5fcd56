// Types of floorWork.mjs, for the TypeScript that imports it (its unit test).
export function mainThreadMsBeforeReady(trace: { traceEvents: unknown[] }): number | undefined;
