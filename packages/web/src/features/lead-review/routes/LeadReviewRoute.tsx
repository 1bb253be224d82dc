import { displayListName, messages } from '@leadgen/core/domain';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLeadList } from '../api/use-lead-list';
import { ErrorCard } from '../components/ErrorCard';
import { LeadReviewScreen } from '../components/LeadReviewScreen';

/**
 * /list/:id, /campaign/:id and /campaigns/:id (spec §2): the lead review of a list. A campaign's
 * id goes to its view; an id of neither is 'Error Loading Campaign' with the reason.
 */
export default function LeadReviewRoute() {
  const id = useParams().id ?? '';
  const target = useLeadList(id);
  useDocumentTitle(
    'Lead review',
    target.data?.kind === 'list' ? displayListName(target.data.list.name) : null,
  );
  // a block body: newer browsers' scrollTo answers a promise, which React would take for a cleanup
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (target.isPending) return <Spinner label={messages.loading} />;
  if (target.isError) {
    const notFound = target.error instanceof ApiError && target.error.status === 404;
    return <ErrorCard reason={notFound ? messages.campaignNotFoundOrDenied : target.error.message} />;
  }
  if (target.data.kind === 'campaign')
    return <Navigate to={`/view-campaign/${target.data.campaignId}`} replace />;
  return <LeadReviewScreen key={target.data.list.id} list={target.data.list} />;
}
