import type { ComponentChildren } from 'preact';
import { Footer } from '../ui/Footer';
import type { RouteDef } from './routes';

export interface LayoutProps {
  layout?: RouteDef['layout'];
  hideFooter?: boolean;
  children?: ComponentChildren;
}

/** 'default': content plus the version footer (unless the route hides it); 'none': the page
 *  alone (/register, /redirect). The element tree is the same for both so switching layouts
 *  does not remount the page. Styled by the shell CSS in index.html. */
export function Layout({ layout = 'default', hideFooter = false, children }: LayoutProps) {
  const withFooter = layout === 'default' && !hideFooter;
  return (
    <div class="app-shell" data-layout={layout}>
      <main id="main" class={layout === 'default' ? 'app-main' : 'app-main app-main--bare'}>
        {children}
      </main>
      {withFooter ? <Footer /> : null}
    </div>
  );
}
