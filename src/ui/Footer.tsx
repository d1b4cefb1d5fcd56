import { APP_VERSION } from '../config';
import { text } from './text';

/** Styled by the shell CSS in index.html (class app-footer). */
export function Footer({ version = APP_VERSION }: { version?: string }) {
  return <footer class="app-footer">{text.version(version)}</footer>;
}
