// `site-renderer`: the script-free page whose renderer, started before the trace, the measured page
// committed in (siteRenderer.mjs). Informative; it also keeps the `SiteRenderer` gatherer in the config, which
// Lighthouse drops when no audit needs its artifact.
import { Audit } from 'lighthouse';

export default class SiteRendererAudit extends Audit {
  static get meta() {
    return {
      id: 'site-renderer',
      title: 'Renderer started before the trace',
      description:
        'The script-free page of the measured site whose renderer the page committed in (none: a ' +
        'renderer started with the navigation).',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['SiteRenderer'],
    };
  }

  static audit(artifacts) {
    return { score: null, displayValue: artifacts.SiteRenderer ?? 'none' };
  }
}
