import { css } from 'goober';
import { useId } from 'preact/hooks';
import { getContents } from '../../api/calls';
import { cardLinkStyle, plainList, sectionTitle } from '../../ui/layout';
import { theme } from '../../ui/theme';
import { useResource } from '../../ui/useResource';

const section = css({ padding: `0 ${theme.space(4)} ${theme.space(6)}` });
const link = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  ...cardLinkStyle,
});

/** Links to the content pages (/content/{id}), the exclusive ones or the others, under a list
 *  page. A secondary section: it shows once its list has loaded, and not at all when there is
 *  nothing to link (a failed load toasts, as every list does). */
export function ContentLinks({
  exclusive,
  title,
  aboveLoaded = true,
}: {
  exclusive: boolean;
  title: string;
  /** False while the list above is loading: drawn before that list's cards replace its skeleton,
   *  the section would be pushed down (a layout shift). Its own call starts at once all the same. */
  aboveLoaded?: boolean;
}) {
  const id = useId();
  const { data } = useResource(getContents, []);
  const items = data?.filter((c) => c.exclusive === exclusive);
  if (!aboveLoaded || !items?.length) return null;
  return (
    <section class={section} aria-labelledby={id}>
      <h2 id={id} class={sectionTitle}>
        {title}
      </h2>
      <ul class={plainList}>
        {items.map((c) => (
          <li key={c.id}>
            <a class={link} href={`/content/${c.id}`}>
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
