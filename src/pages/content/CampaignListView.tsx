import type { ComponentChildren } from 'preact';
import type { ApiError } from '../../api/errors';
import type { Campaign } from '../../api/types';
import { plainList } from '../../ui/layout';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import type { Resource } from '../../ui/useResource';
import { CampaignCard } from './CampaignCard';

export interface CampaignListViewProps {
  resource: Resource<Campaign[]>;
  loadingLabel: string;
  emptyTitle: string;
  emptyBody: string;
  /** Lets a page replace the generic error state for some errors (e.g. 403 members only). */
  renderError?: (error: ApiError) => ComponentChildren | undefined;
}

/** The loading / error / empty / list states of a campaign list. */
export function CampaignListView({
  resource,
  loadingLabel,
  emptyTitle,
  emptyBody,
  renderError,
}: CampaignListViewProps) {
  const { data, error, loading, reload } = resource;
  if (loading && !data) return <ListSkeleton label={loadingLabel} />;
  if (error) return renderError?.(error) ?? <ErrorState message={error.message} onRetry={reload} />;
  if (!data || data.length === 0) return <EmptyState title={emptyTitle} body={emptyBody} />;
  return (
    <ul class={plainList} style={{ padding: '0 16px 24px' }}>
      {data.map((c, i) => (
        <li key={c.id}>
          <CampaignCard campaign={c} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
