import type { Campaign } from '../../../contract/wire';
import { getCampaigns } from '../../api/calls';
import { user } from '../../state/session';
import { PageHeader } from '../../ui/PageHeader';
import { useResource } from '../../ui/useResource';
import { CampaignListView } from '../shared/campaign/CampaignListView';
import { MembersOnly } from '../shared/campaign/MembersOnly';
import { ContentLinks } from './ContentLinks';
import { text } from './text';

const isMembersOnly = (status: number) => status === 403;

export default function Exclusive() {
  const registered = user.value?.registered !== false;
  const resource = useResource<Campaign[]>(
    // Visitors who have not registered are told why without a call that can only answer 403.
    () => (registered ? getCampaigns('exclusive') : Promise.resolve([])),
    [registered],
    { toast: (e) => !isMembersOnly(e.status) },
  );
  const t = text.exclusive;
  return (
    <div>
      <PageHeader title={t.title} backHref="/" backLabel={t.back} />
      {registered ? (
        <>
          <CampaignListView
            resource={resource}
            loadingLabel={t.loading}
            // Exclusive offers are few; the exclusive reads below wait for the list's cards.
            skeletonRows={1}
            emptyTitle={t.emptyTitle}
            emptyBody={t.emptyBody}
            renderError={(e) => (isMembersOnly(e.status) ? <MembersOnly /> : undefined)}
          />
          {!resource.error && (
            <ContentLinks exclusive title={text.exclusiveReads} aboveLoaded={!resource.loading} />
          )}
        </>
      ) : (
        <MembersOnly />
      )}
    </div>
  );
}
