import { css } from 'goober';
import { useEffect, useState } from 'preact/hooks';
import type { UserReward } from '../../../contract/wire';
import { openReward } from '../../api/calls';
import { ButtonLink } from '../../ui/Button';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { plainList } from '../../ui/layout';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { toastError } from '../../ui/toast';
import { useLazyComponent } from '../../ui/useLazyComponent';
import { usePageData } from '../pageData';
import { MyRewardItem } from './MyRewardItem';
import { panelId, RewardTabs, tabId } from './RewardTabs';
import { rewardsOfTab, TABS, type Tab, tabOf } from './rewardGroups';
import { canShareToChat } from './shareToChat';
import { text } from './text';

const listPadding = css({ padding: `0 ${theme.space(4)} ${theme.space(6)}` });

/** The customer's rewards under Available (incl. in use) / Used / Expired, with the use flow:
 *  warn → PUT use → code + QR + time left; used codes can be reopened while valid. */
export default function MyRewards() {
  const t = text.mine;
  const { data, error, loading, reload, setData } = usePageData('myRewards');
  const [tab, setTab] = useState<Tab>('available');
  const [using, setUsing] = useState<UserReward | null>(null);
  const [showing, setShowing] = useState<UserReward | null>(null);
  const [canShare, setCanShare] = useState(false);
  // The dialogs (and the QR encoder) load on first use, keeping the list itself light.
  const useDialog = useLazyComponent(() =>
    import('./UseRewardModal').then((m) => m.UseRewardModal),
  );
  const codeDialog = useLazyComponent(() => import('./CodePanel').then((m) => m.CodePanel));
  const UseRewardModal = useDialog.Component.value;
  const CodePanel = codeDialog.Component.value;

  useEffect(() => {
    let live = true;
    canShareToChat().then((ok) => live && setCanShare(ok));
    return () => {
      live = false;
    };
  }, []);

  const replace = (next: UserReward) => {
    if (data) setData(data.map((r) => (r.campaignRewardId === next.campaignRewardId ? next : r)));
  };

  const startUsing = async (r: UserReward) => {
    if (await useDialog.load()) setUsing(r);
    // The code is shown right after Start: fetch its dialog meanwhile.
    void codeDialog.load();
  };

  const open = async (r: UserReward) => {
    if (!(await codeDialog.load())) return;
    setShowing(r);
    if (r.rewardCodeId === null) return;
    try {
      const fresh = await openReward(r.rewardCodeId);
      setShowing((cur) => (cur?.campaignRewardId === r.campaignRewardId ? fresh : cur));
    } catch (e) {
      toastError(e);
      if (!r.code) setShowing(null);
    }
  };

  const counts = data && countByTab(data);
  const items = data ? rewardsOfTab(data, tab) : [];

  let panel: preact.ComponentChildren;
  if (loading && !data) panel = <ListSkeleton label={t.loading} />;
  else if (error) panel = <ErrorState message={error.message} onRetry={reload} />;
  else if (!items.length)
    panel = (
      <EmptyState
        title={t.empty[tab]}
        body={tab === 'available' ? t.emptyBody : undefined}
        action={
          tab === 'available' ? (
            <ButtonLink variant="secondary" href="/redeem">
              {t.browse}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  else
    panel = (
      <ul class={`${plainList} ${listPadding}`}>
        {items.map((r) => (
          <li key={r.campaignRewardId}>
            <MyRewardItem
              reward={r}
              canShare={canShare}
              onUse={startUsing}
              onOpen={open}
              onWindowEnded={replace}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div>
      <PageHeader title={t.title} backHref="/redeem" backLabel={t.back} />
      <RewardTabs active={tab} counts={counts} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {panel}
      </div>
      {using && UseRewardModal && (
        <UseRewardModal
          reward={using}
          onClose={() => setUsing(null)}
          onStarted={async (started) => {
            replace(started);
            setUsing(null);
            if (await codeDialog.load()) setShowing(started);
          }}
        />
      )}
      {showing && CodePanel && (
        <CodePanel reward={showing} onClose={() => setShowing(null)} onExpired={replace} />
      )}
    </div>
  );
}

function countByTab(list: UserReward[]): Record<Tab, number> {
  const counts = Object.fromEntries(TABS.map((t) => [t, 0])) as Record<Tab, number>;
  for (const r of list) counts[tabOf(r)]++;
  return counts;
}
