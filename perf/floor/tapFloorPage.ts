/** The tap floor's page (perf/floor/tap.ts) in a mock build's output, and the button the journeys
 *  (tests/e2e/journeys) tap on it. */
export const TAP_FLOOR = { page: 'floor-tap.html', sheet: 'Open the sheet' } as const;
