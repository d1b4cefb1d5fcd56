// Gates held against floors measured in the same run (`floorGates` in lighthouserc.json), turned
// into the fixed numbers lhci asserts; `minRatio` fails a run whose route beats its floor (the
// floor is wrong). Every option: docs/performance.md#the-gates.
import { short } from './verdict.mjs';

/**
 * @param {{ assert: { assertMatrix: object[] } }} ci lighthouserc.json's `ci`
 * @param {Array<{ matchingUrlPattern: string, audit: string, floor: string, maxRatio: number,
 *   atLeast?: number }>} floorGates
 * @param {Map<string, Record<string, number>>} medians per URL path, audit id → median
 * @returns {{ ci: object, limits: Array<{ pattern: string, audit: string, floor: string,
 *   maxRatio: number, limit: number }> }}
 */
export function resolveFloorGates(ci, floorGates, medians) {
  const limits = floorLimits(floorGates, medians);
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

/** Each gate with this run's numbers: its floor's median (`floorValue`), `limit` and `target`. */
function floorLimits(floorGates, medians) {
  return floorGates.map((gate) => {
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
}

/** Lines naming each route whose median beat its floor by more than the gate's `minRatio` allows
 *  and beat even the floor's fastest run: a floor the app beats is not a floor. `runs` (per URL
 *  path, each run's figures) gives that fastest run; a median under `minRatio` × the floor's
 *  median but not under every run of the floor is within the floor's own spread in this run, and
 *  is printed (`counted: false`) but not counted. Why: docs/performance.md#the-two-floors. */
export function beatenFloors(limits, medians, runs) {
  const lines = [];
  for (const gate of limits.filter((g) => g.minRatio !== undefined)) {
    const floorRuns = (runs?.get(gate.floor) ?? [])
      .map((figures) => figures[gate.floorAudit ?? gate.audit])
      .filter(Number.isFinite);
    const fastest = floorRuns.length ? Math.min(...floorRuns) : gate.floorValue;
    for (const [path, figures] of medians) {
      if (path === gate.floor || !new RegExp(gate.pattern).test(path)) continue;
      const value = figures[gate.audit];
      if (!(value < gate.minRatio * gate.floorValue)) continue;
      const counted = value < fastest;
      lines.push({
        counted,
        text:
          `  ${counted ? '✘' : '·'} ${path} ${short(gate.audit)} ${Math.round(value)} < ` +
          `${gate.minRatio} × ${gate.floor} ${Math.round(gate.floorValue)}, ` +
          (counted
            ? `under its fastest run ${Math.round(fastest)}: the floor is wrong`
            : `not under its fastest run ${Math.round(fastest)}: within its spread`),
      });
    }
  }
  return lines;
}

/** beatenFloors in each instrument (`npm run lhci:instruments`): `instruments` maps a name to its
 *  `medians` and `runs` (as beatenFloors takes them); only the `minRatio` gates whose floor and
 *  figure that instrument measured are held. Each line ends with the instrument's name. */
export function beatenInInstruments(floorGates, instruments) {
  const lines = [];
  for (const [name, { medians, runs }] of Object.entries(instruments)) {
    const held = floorGates.filter(
      (gate) =>
        gate.minRatio !== undefined &&
        Number.isFinite(medians.get(gate.floor)?.[gate.floorAudit ?? gate.audit]),
    );
    for (const line of beatenFloors(floorLimits(held, medians), medians, runs))
      lines.push({ ...line, text: `${line.text} (${name})` });
  }
  return lines;
}
