import { Component, type ComponentChildren } from 'preact';
import { reportError } from '../platform/reportError';
import { ErrorPage } from './ErrorPage';

interface Props {
  url: string;
  children?: ComponentChildren;
}
interface State {
  error: unknown;
  url?: string;
}

/** A page that throws while rendering shows the 500 page (until the next navigation) and is
 *  logged; the rest of the app keeps working. */
export class PageBoundary extends Component<Props, State> {
  override state: State = { error: null };

  override componentDidCatch(error: unknown) {
    reportError(error);
    this.setState({ error, url: this.props.url });
  }

  render() {
    const { error, url } = this.state;
    return error && url === this.props.url ? <ErrorPage status={500} /> : this.props.children;
  }
}
