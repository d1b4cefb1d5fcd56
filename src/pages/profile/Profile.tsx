import { css } from 'goober';
import { useEffect, useState } from 'preact/hooks';
import { afterNextPaint } from '../../platform/afterPaint';
import { questionnaireStatus } from '../../state/questionnaire';
import { lineProfile, user } from '../../state/session';
import { formatDate, formatPoints } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/states';
import { theme } from '../../ui/theme';
import { usePageData } from '../pageData';
import { ConsentSettings } from './ConsentSettings';
import { HistoryList, HistoryRow, PointsDelta } from './HistoryList';
import { HomeShortcut } from './HomeShortcut';
import { LanguageChoice } from './LanguageChoice';
import { profileText as t } from './text';

const { color, space, radius, font } = theme;

const cardClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(4),
  margin: `0 ${space(4)} ${space(4)}`,
  padding: space(4),
  background: color.surface,
  borderRadius: radius.lg,
  '& img, & .initial': {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    fontSize: font.size.xl,
    fontWeight: font.weight.bold,
    width: '72px',
    height: '72px',
    borderRadius: '50%',
    objectFit: 'cover',
    background: color.border,
  },
  '& p': {
    margin: '0',
  },
  '& .name': {
    fontSize: font.size.lg,
    fontWeight: font.weight.bold,
    overflowWrap: 'anywhere',
  },
  '& .balance': {
    fontSize: font.size.xl,
    fontWeight: font.weight.bold,
    color: color.primary,
  },
});

const sectionClass = css({
  margin: `0 ${space(4)} ${space(4)}`,
  padding: `${space(2)} ${space(4)}`,
  background: color.surface,
  borderRadius: radius.lg,
  '& h2': {
    margin: `${space(2)} 0`,
    fontSize: font.size.lg,
  },
  '& ul': {
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '& li + li': {
    borderTop: `1px solid ${color.border}`,
  },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '48px',
    color: color.text,
    textDecoration: 'none',
  },
  '& a::after': {
    content: "'›'",
    color: color.textMuted,
    fontSize: font.size.lg,
  },
  '& a:focus-visible': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '2px',
  },
  '& > button': {
    margin: `${space(2)} 0`,
  },
});

const historyHeadingClass = css({
  margin: `${space(2)} ${space(4)} ${space(3)}`,
  fontSize: font.size.lg,
});

export default function Profile() {
  const current = user.value;
  const line = lineProfile.value;
  const points = usePageData('pointHistory');
  // The picture once the page is on screen: asked for before, it would hold the page's largest
  // paint back by its round trip (the initial stands in, the same size).
  const [pictureShown, showPicture] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterNextPaint(() => mounted && showPicture(true));
    return () => {
      mounted = false;
    };
  }, []);
  const picture = pictureShown && (current?.linePictureUrl || line?.pictureUrl);
  const name = current?.firstname
    ? `${current.firstname} ${current.lastname ?? ''}`.trim()
    : (current?.lineDisplayName ?? line?.displayName);

  return (
    <>
      <PageHeader title={t.title} />
      <div class={cardClass}>
        {picture ? (
          <img src={picture} alt="" width={72} height={72} decoding="async" />
        ) : (
          <span class="initial" aria-hidden="true">
            {name?.slice(0, 1)}
          </span>
        )}
        <div>
          <p class="name">{name}</p>
          <p>{t.balance}</p>
          <p class="balance">
            {current ? formatPoints(current.points) : <Skeleton width="96px" height="28px" />}
          </p>
        </div>
      </div>

      <section class={sectionClass} aria-labelledby="profile-links">
        <h2 id="profile-links">{t.links}</h2>
        <ul>
          <li>
            <a href="/profile/update">{t.edit}</a>
          </li>
          <li>
            <a href="/profile/history/code">{t.codeHistory}</a>
          </li>
          <li>
            <a href="/profile/history/redeem">{t.redeemHistory}</a>
          </li>
          {questionnaireStatus.value?.completed === false && (
            <li>
              <a href="/questionnaire">{t.questionnaire}</a>
            </li>
          )}
        </ul>
        <HomeShortcut />
      </section>

      <section class={sectionClass} aria-labelledby="profile-language">
        <h2 id="profile-language">{t.language}</h2>
        <LanguageChoice labelledBy="profile-language" />
      </section>

      <section class={sectionClass} aria-labelledby="profile-privacy">
        <h2 id="profile-privacy">{t.privacy}</h2>
        {current && <ConsentSettings current={current} />}
      </section>

      <section aria-labelledby="profile-points">
        <h2 id="profile-points" class={historyHeadingClass}>
          {t.pointHistory}
        </h2>
        <HistoryList
          {...points}
          label={t.pointHistory}
          empty={{ title: t.pointsEmptyTitle, body: t.pointsEmptyBody }}
        >
          {(entry) => (
            <HistoryRow
              key={entry.id}
              title={entry.title}
              meta={[formatDate(entry.createdAt)]}
              aside={<PointsDelta delta={entry.delta} />}
            />
          )}
        </HistoryList>
      </section>
    </>
  );
}
