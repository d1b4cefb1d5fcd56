// `api-server-time` (appReadyAudit.mjs), as a module of its own: Lighthouse loads an audit from
// its module's default export.
export { ApiServerTimeAudit as default } from './appReadyAudit.mjs';
