import { getCampaigns } from '../../api/calls';
import { PageHeader } from '../../ui/PageHeader';
import { useResource } from '../../ui/useResource';
import { CampaignListView } from '../content/CampaignListView';
import { text } from './text';

export default function ActivityList() {
  const resource = useResource(() => getCampaigns('activity'), []);
  const t = text.list;
  return (
    <main>
      <PageHeader title={t.title} backHref="/" backLabel="Home" />
      <CampaignListView
        resource={resource}
        loadingLabel={t.loading}
        emptyTitle={t.emptyTitle}
        emptyBody={t.emptyBody}
      />
    </main>
  );
}
