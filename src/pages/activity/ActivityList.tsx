import { CampaignListPage } from '../shared/campaign/CampaignListView';
import { text } from './text';

export default function ActivityList() {
  return <CampaignListPage type="activity" text={text.list} />;
}
