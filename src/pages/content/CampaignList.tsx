import { CampaignListPage } from './CampaignListView';
import { text } from './text';

export default function CampaignList() {
  return <CampaignListPage type="campaign" text={text.campaigns} />;
}
