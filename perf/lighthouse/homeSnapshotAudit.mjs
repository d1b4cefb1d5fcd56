// `home-snapshot` (appReadyAudit.mjs), as a module of its own: Lighthouse loads an audit from its
// module's default export.
export { HomeSnapshotAudit as default } from './appReadyAudit.mjs';
