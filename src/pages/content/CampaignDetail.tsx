import { useRoute } from 'preact-iso';
import { CampaignDetailView } from '../shared/campaign/CampaignDetailView';
import { text } from '../shared/campaign/text';
import { parseId } from '../shared/parseId';

export default function CampaignDetail() {
  const { query } = useRoute();
  return (
    <CampaignDetailView
      id={parseId(query.id)}
      backHref="/content/campaign"
      backLabel={text.detail.back}
      fallbackTitle={text.detail.title}
    />
  );
}
