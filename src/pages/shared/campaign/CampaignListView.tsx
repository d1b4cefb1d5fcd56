import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import type { Campaign, CampaignType } from '../../../../contract/wire';
import { getCampaigns } from '../../../api/calls';
import type { ApiError } from '../../../api/errors';
import { plainList } from '../../../ui/layout';
import { PageHeader } from '../../../ui/PageHeader';
import { CardListSkeleton } from '../../../ui/skeletons';
import { EmptyState, ErrorState } from '../../../ui/states';
import { type Resource, useResource } from '../../../ui/useResource';
import { CampaignCard, CampaignCardSkeleton } from './CampaignCard';

const listPadding = css({ padding: '0 16px 24px' });

export interface CampaignListViewProps {
  resource: Resource<Campaign[]>;
  loadingLabel: string;
  emptyTitle: string;
  emptyBody: string;
  /** How many cards the skeleton shows: as many as the list usually holds (3). */
  skeletonRows?: number;
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
  skeletonRows = 3,
}: CampaignListViewProps) {
  const { data, error, loading, reload } = resource;
  // The cards' own shape, so nothing moves when they come.
  if (loading && !data)
    return (
      <CardListSkeleton
        rows={skeletonRows}
        label={loadingLabel}
        listClass={`${plainList} ${listPadding}`}
        row={CampaignCardSkeleton}
      />
    );
  if (error) return renderError?.(error) ?? <ErrorState message={error.message} onRetry={reload} />;
  if (!data || data.length === 0) return <EmptyState title={emptyTitle} body={emptyBody} />;
  return (
    <ul class={`${plainList} ${listPadding}`}>
      {data.map((c, i) => (
        <li key={c.id}>
          <CampaignCard campaign={c} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

export interface CampaignListPageText {
  title: string;
  /** The back link's label (to Home). */
  back: string;
  loading: string;
  emptyTitle: string;
  emptyBody: string;
}

/** A whole page listing the campaigns of one type (activities, campaigns), back to Home. */
export function CampaignListPage({
  type,
  text: t,
}: {
  type: CampaignType;
  text: CampaignListPageText;
}) {
  const resource = useResource(() => getCampaigns(type), [type]);
  return (
    <div>
      <PageHeader title={t.title} backHref="/" backLabel={t.back} />
      <CampaignListView
        resource={resource}
        loadingLabel={t.loading}
        emptyTitle={t.emptyTitle}
        emptyBody={t.emptyBody}
      />
    </div>
  );
}
