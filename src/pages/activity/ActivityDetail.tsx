import { useRoute } from 'preact-iso';
import { ButtonLink } from '../../ui/Button';
import { CampaignDetailView } from '../shared/campaign/CampaignDetailView';
import { text as contentText } from '../shared/campaign/text';
import { parseId } from '../shared/parseId';
import { text } from './text';

export default function ActivityDetail() {
  const { query } = useRoute();
  return (
    <CampaignDetailView
      id={parseId(query.id)}
      backHref="/activity"
      backLabel={text.detail.back}
      fallbackTitle={text.detail.title}
      words={contentText.activityDetail}
      renderExtra={(a) =>
        a.status === 'comingSoon' && (
          <ButtonLink variant="secondary" fullWidth href={`/activity/comingSoon?id=${a.id}`}>
            {text.detail.countdownLink}
          </ButtonLink>
        )
      }
    />
  );
}
