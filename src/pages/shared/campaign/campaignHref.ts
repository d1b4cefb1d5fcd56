import type { Campaign } from '../../../../contract/wire';

/** Where a campaign card leads: activities have their own pages (coming-soon ones a countdown),
 *  campaigns and exclusive campaigns share the campaign detail page. */
export function campaignHref(c: Pick<Campaign, 'id' | 'type' | 'status'>): string {
  if (c.type === 'activity') {
    return c.status === 'comingSoon'
      ? `/activity/comingSoon?id=${c.id}`
      : `/activity/activityDetail?id=${c.id}`;
  }
  return `/content/campaignDetail?id=${c.id}`;
}
