import { getCampaigns } from '../../api/calls';
import { PageHeader } from '../../ui/PageHeader';
import { useResource } from '../../ui/useResource';
import { CampaignListView } from './CampaignListView';
import { text } from './text';

export default function CampaignList() {
  const resource = useResource(() => getCampaigns('campaign'), []);
  const t = text.campaigns;
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
