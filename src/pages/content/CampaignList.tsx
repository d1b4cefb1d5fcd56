import { CampaignListPage } from '../shared/campaign/CampaignListView';
import { ContentLinks } from './ContentLinks';
import { text } from './text';

export default function CampaignList() {
  return (
    <>
      <CampaignListPage type="campaign" text={text.campaigns} />
      <ContentLinks exclusive={false} title={text.reads} />
    </>
  );
}
