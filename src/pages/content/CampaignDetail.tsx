import { useRoute } from 'preact-iso';
import { CampaignDetailView } from './CampaignDetailView';
import { parseId } from './parseId';
import { text } from './text';

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
