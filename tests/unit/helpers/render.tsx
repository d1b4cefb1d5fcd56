import { render } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { LocationProvider, Route, Router } from 'preact-iso';

export interface TestRoute {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: route components take any props
  component: ComponentType<any>;
}

function Elsewhere() {
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/** Renders `routes` under preact-iso's router at `url`. Navigating to an unlisted path renders
 *  a <p data-testid="elsewhere"> with the new path and query. */
export function renderAt(url: string, routes: TestRoute[]) {
  history.replaceState(null, '', url);
  return render(
    <LocationProvider>
      <Router>
        {[
          ...routes.map((r) => <Route key={r.path} path={r.path} component={r.component} />),
          <Route key="*" default component={Elsewhere} />,
        ]}
      </Router>
    </LocationProvider>,
  );
}

/** Collects toast messages (the document-level 'toast' event) for assertions. */
export function collectToasts(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const on = (e: Event) => messages.push((e as CustomEvent<{ message: string }>).detail.message);
  document.addEventListener('toast', on);
  return { messages, stop: () => document.removeEventListener('toast', on) };
}
