import { css } from 'goober';
import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { navigate } from '../../platform/navigate';
import { theme } from '../../ui/theme';
import { safeTarget } from './safeTarget';
import { text } from './text';

const plainHeading = css({ fontSize: 'inherit', fontWeight: 'normal', margin: 0 });

const box = css({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: theme.color.textMuted,
  fontSize: theme.font.size.md,
});

/** /redirect (no layout): a deep-link arrival, forwarded to its in-app target. */
export default function Redirect() {
  const { query } = useRoute();
  const target = safeTarget(query);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [target]);
  return (
    <div class={box}>
      <h1 class={plainHeading} role="status">
        {text.opening}
      </h1>
    </div>
  );
}
