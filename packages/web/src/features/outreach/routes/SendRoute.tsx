import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { failureMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSendQueue } from '../api/use-send-queue';
import { SendScreen } from '../components/SendScreen';

/** /send/:id: the campaign's send view; a campaign that is not active says why, with a way on. */
export default function SendRoute() {
  const id = useParams().id ?? '';
  const queue = useSendQueue(id);
  useDocumentTitle('Send', queue.data?.campaign.name);
  const { refetch } = queue;
  const onDue = useCallback(() => void refetch(), [refetch]);
  if (queue.isError) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
        <p role="alert" className="max-w-md text-slate-800">
          {failureMessage(queue.error, 'Could not load the send queue. Try again.')}
        </p>
        <Link to={`/edit-campaign/${id}`} className="text-sm font-medium text-brand-600 hover:underline">
          Edit the campaign
        </Link>
      </div>
    );
  }
  if (!queue.data) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Loading the send queue…" />
      </div>
    );
  }
  return <SendScreen campaignId={id} queue={queue.data} onDue={onDue} />;
}
