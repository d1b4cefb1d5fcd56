import { BUILD_ID } from '../config';
import type { RouteRules } from './routeRules';
import bundledRules from './routeRules.json';

/** dist/builds/latest.json and dist/builds/meta/{id}.json, written by build/buildManifestPlugin. */
export interface BuildMarker {
  id: string;
  timestamp: number;
}
export interface BuildMeta extends BuildMarker {
  routeRules: RouteRules;
}

/** This build, the newest one seen, and the route rules in force (this build's meta once
 *  fetched by ./buildWatch; the same source file bundled until then). */
export const build = {
  id: BUILD_ID,
  latestId: BUILD_ID,
  routeRules: bundledRules as RouteRules,
};

/** A newer build exists: the next navigation reloads. */
export const isOutdated = (): boolean => build.latestId !== build.id;
