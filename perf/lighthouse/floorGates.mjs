// Gates held against the floors measured in the same run. lighthouserc.json states them beside
// `ci` as `floorGates`: a ratio to a floor's median (`maxRatio`, never below `atLeast`) or an
// allowance over it (`maxOver`, for blocking time, whose floor can be 0). lhci can only compare a
// URL with a fixed number, so each is turned into the number it means in this run and added to
// the assertions lhci checks (errors). `targetRatio` / `targetOver` name where the app is headed
// when that is tighter than what is enforced today: printed, met or not, never failing the run.
// `minRatio`: a route whose median is below that share of its floor's beat the floor, so the
// floor is not the least the app can do: the run fails and says the floor is wrong. `floorAudit`:
// the floor's figure the route's `audit` is held to, when it is another (a paint of the app
// against the overlay floor's first paint).

/**
 * @param {{ assert: { assertMatrix: object[] } }} ci lighthouserc.json's `ci`
 * @param {Array<{ matchingUrlPattern: string, audit: string, floor: string, maxRatio: number,
 *   atLeast?: number }>} floorGates
 * @param {Map<string, Record<string, number>>} medians per URL path, audit id → median
 * @returns {{ ci: object, limits: Array<{ pattern: string, audit: string, floor: string,
 *   maxRatio: number, limit: number }> }}
 */
export function resolveFloorGates(ci, floorGates, medians) {
  const limits = floorGates.map((gate) => {
    const floorAudit = gate.floorAudit ?? gate.audit;
    const floor = medians.get(gate.floor)?.[floorAudit];
    if (!Number.isFinite(floor)) {
      throw new Error(`Floor gate: no ${floorAudit} measured for the floor ${gate.floor}.`);
    }
    const bound = (ratio, over) =>
      ratio === undefined && over === undefined
        ? undefined
        : Math.max(gate.atLeast ?? 0, ratio === undefined ? floor + over : ratio * floor);
    return {
      ...gate,
      pattern: gate.matchingUrlPattern,
      floorValue: floor,
      limit: bound(gate.maxRatio, gate.maxOver),
      target: bound(gate.targetRatio, gate.targetOver),
    };
  });
  const entries = limits.map((gate) => ({
    matchingUrlPattern: gate.pattern,
    aggregationMethod: 'median',
    assertions: { [gate.audit]: ['error', { maxNumericValue: Math.round(gate.limit) }] },
  }));
  return {
    ci: { ...ci, assert: { ...ci.assert, assertMatrix: [...ci.assert.assertMatrix, ...entries] } },
    limits,
  };
}

/** The floor gates as lines a person reads: which limit each route was held to, and why. */
export function describeFloorGates(limits, medians) {
  const lines = [];
  for (const gate of limits) {
    const routes = [...medians.keys()].filter(
      (path) => path !== gate.floor && new RegExp(gate.pattern).test(path),
    );
    const floorName = gate.floorAudit ? `${gate.floor} ${gate.floorAudit}` : gate.floor;
    const rule = (ratio, over) =>
      (ratio === undefined
        ? `${floorName} ${Math.round(gate.floorValue)} + ${over}`
        : `${ratio} × ${floorName} ${Math.round(gate.floorValue)}`) +
      (gate.atLeast ? `, at least ${gate.atLeast}` : '');
    for (const path of routes) {
      const value = medians.get(path)[gate.audit];
      const pass = value <= Math.round(gate.limit);
      lines.push(
        `  ${pass ? '✓' : '✘'} ${path.padEnd(10)} ${gate.audit} ${Math.round(value)} ≤ ` +
          `${Math.round(gate.limit)} (${rule(gate.maxRatio, gate.maxOver)})` +
          (gate.target === undefined
            ? ''
            : `; target ${Math.round(gate.target)} (${rule(gate.targetRatio, gate.targetOver)}) ` +
              `${value <= gate.target ? 'met' : 'not met yet'}`),
      );
    }
  }
  return lines;
}

/** Lines naming each route whose median beat its floor by more than the gate's `minRatio` allows:
 *  a floor the app beats is not a floor. Empty when every floor holds. */
export function beatenFloors(limits, medians) {
  const lines = [];
  for (const gate of limits.filter((g) => g.minRatio !== undefined)) {
    for (const [path, figures] of medians) {
      if (path === gate.floor || !new RegExp(gate.pattern).test(path)) continue;
      const value = figures[gate.audit];
      if (value < gate.minRatio * gate.floorValue)
        lines.push(
          `  ✘ ${path} ${gate.audit} ${Math.round(value)} < ${gate.minRatio} × ${gate.floor} ` +
            `${Math.round(gate.floorValue)}: the floor is wrong (the app beats it).`,
        );
    }
  }
  return lines;
}
