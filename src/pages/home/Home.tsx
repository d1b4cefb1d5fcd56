import { useEffect } from 'preact/hooks';
import { lineProfile, user } from '../../state/session';
import { useCodeSheet } from '../code/useCodeSheet';
import { usePageData } from '../pageData';
import { HomeView } from './HomeView';
import { saveSnapshot, shownSnapshot } from './snapshot';

/** The live Home: its data by the key 'home', with the last visit's snapshot standing in until
 *  the fresh feed is here. */
export default function Home() {
  const profile = lineProfile.value;
  const me = user.value;
  const feed = usePageData('home');
  const codeSheet = useCodeSheet();
  const snapshot = shownSnapshot.value;
  const fresh = feed.data;

  // Fresh feed and user: they replace the snapshot on screen and become the next one.
  useEffect(() => {
    if (!fresh || !me || !profile) return;
    shownSnapshot.value = null;
    saveSnapshot({
      lineUserId: profile.userId,
      displayName: profile.displayName,
      pictureUrl: profile.pictureUrl,
      points: me.points,
      feed: fresh,
    });
  }, [fresh, me, profile]);

  const fromSnapshot =
    !fresh && !feed.error && snapshot?.lineUserId === profile?.userId ? snapshot : null;
  return (
    <HomeView
      name={profile?.displayName ?? me?.lineDisplayName ?? ''}
      picture={profile?.pictureUrl || me?.linePictureUrl || ''}
      points={me?.points}
      feed={fromSnapshot ? { ...feed, loading: false, data: fromSnapshot.feed } : feed}
      refreshing={Boolean(fromSnapshot)}
      codeSheet={codeSheet}
    />
  );
}
