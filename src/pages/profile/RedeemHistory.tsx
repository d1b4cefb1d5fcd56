import type { UserRewardStatus } from '../../../contract/wire';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { usePageData } from '../pageData';
import { HistoryList, HistoryRow, PointsDelta } from './HistoryList';
import { profileText as t } from './text';

const tone: Record<UserRewardStatus, BadgeTone> = {
  available: 'success',
  inUse: 'info',
  used: 'neutral',
  expired: 'warn',
};

export default function RedeemHistory() {
  const history = usePageData('redeemHistory');
  return (
    <>
      <PageHeader title={t.redeemTitle} backHref="/profile" backLabel={t.back} />
      <HistoryList
        {...history}
        label={t.redeemTitle}
        empty={{
          title: t.redeemEmptyTitle,
          body: t.redeemEmptyBody,
          action: (
            <ButtonLink href="/redeem" variant="secondary">
              {t.seeRewards}
            </ButtonLink>
          ),
        }}
      >
        {(entry) => (
          <HistoryRow
            key={entry.id}
            title={entry.rewardTitle}
            meta={[
              <Badge key="status" tone={tone[entry.status] ?? 'neutral'}>
                {t.status[entry.status] ?? entry.status}
              </Badge>,
              formatDate(entry.createdAt),
            ]}
            aside={<PointsDelta delta={-entry.pointsSpent} />}
          />
        )}
      </HistoryList>
    </>
  );
}
