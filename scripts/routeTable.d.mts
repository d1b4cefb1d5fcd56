// Types of routeTable.mjs, for the TypeScript that imports it (scripts/routePages.ts, tests).
export interface RoutePage {
  /** The route's preact-iso pattern. */
  path: string;
  /** The module its lazy page imports, relative to the table's file. */
  module: string;
}
export const ROUTE_TABLE: string;
export function routePagesOf(source: string): RoutePage[];
export function readRouteTable(file: string | URL): RoutePage[];
