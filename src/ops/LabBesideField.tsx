import type { LabFigures, VitalsWindow } from '../../contract/vitals';
import { formatVital } from './format';

const METRICS = ['LCP', 'app-ready', 'CLS'] as const;

/** Per route the last lab run's median (`npm run lhci`, the simulated budget phone) beside the
 *  field's p75 in the window shown: whether the lab's phone is as slow as the customers'. */
export function LabBesideField({
  lab,
  window,
  sectionClass,
  tableClass,
  cellClass,
}: {
  lab: LabFigures;
  window: VitalsWindow;
  sectionClass: string;
  tableClass: string;
  cellClass: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on a narrow screen; see GroupTable
    <section class={sectionClass} aria-labelledby="t-lab" tabIndex={0}>
      <h2 id="t-lab">Lab beside field</h2>
      <p>Lab: the medians of the Lighthouse CI run of {lab.writtenAt}.</p>
      <table class={tableClass}>
        <thead>
          <tr>
            <th class={cellClass} scope="col">
              Route
            </th>
            {METRICS.map((metric) => (
              <th class={cellClass} scope="col" key={metric}>
                {metric}: lab / field p75
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lab.routes.map((route) => {
            const field = window.byRoute.find((group) => group.key === route.route)?.metrics;
            return (
              <tr key={route.route}>
                <th class={cellClass} scope="row">
                  {route.route}
                </th>
                {METRICS.map((metric) => {
                  const own = route[metric];
                  const p75 = field?.find((m) => m.metric === metric);
                  return (
                    <td class={cellClass} key={metric} data-metric={metric}>
                      {own === null ? '–' : formatVital(metric, own)} /{' '}
                      {p75 ? formatVital(metric, p75.p75) : '–'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
