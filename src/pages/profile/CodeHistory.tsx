import { ButtonLink } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { usePageData } from '../pageData';
import { HistoryList, HistoryRow, PointsDelta } from './HistoryList';
import { profileText as t } from './text';

export default function CodeHistory() {
  const history = usePageData('codeHistory');
  return (
    <>
      <PageHeader title={t.codeTitle} backHref="/profile" backLabel={t.back} />
      <HistoryList
        {...history}
        label={t.codeTitle}
        empty={{
          title: t.codeEmptyTitle,
          body: t.codeEmptyBody,
          action: (
            <ButtonLink href="/" variant="secondary">
              {t.enterCode}
            </ButtonLink>
          ),
        }}
      >
        {(entry) => (
          <HistoryRow
            key={entry.id}
            title={entry.campaignTitle}
            meta={[
              <>
                {t.code} <code>{entry.code}</code>
              </>,
              formatDate(entry.createdAt),
            ]}
            aside={<PointsDelta delta={entry.pointsAdded} />}
          />
        )}
      </HistoryList>
    </>
  );
}
