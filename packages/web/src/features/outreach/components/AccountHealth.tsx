import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toasts';
import type { api } from '../../../lib/api';
import { failureMessage, type ReadAnswer } from '../../../lib/api';
import { useBlockReport } from '../api/use-block-report';

/** The health line as the send queue's route answers it. */
type Health = ReadAnswer<Awaited<ReturnType<(typeof api.campaigns)[':id']['queue']['$get']>>>['health'];

/**
 * The account's health on the send view (issue 36): the line naming what limits sending now
 * (the lowest of the warm-up, the daily cap over the day and over 24 hours, the campaign's
 * rate, working hours, a block's pause or recovery), and "Instagram blocked me", which asks
 * first; while a block holds, Undo takes a mistaken report back.
 */
export function AccountHealth({ health }: { health: Health }) {
  const toast = useToast();
  const { report, lift } = useBlockReport();
  const [asking, setAsking] = useState(false);
  const run = async (action: typeof report | typeof lift) => {
    try {
      toast((await action.mutateAsync()).message ?? '', { tone: 'info' });
    } catch (error) {
      toast(failureMessage(error, 'Could not save that. Try again.'), { tone: 'error' });
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p
        role="note"
        aria-label="What limits sending now"
        className={`text-sm ${health.left > 0 ? 'text-slate-600' : 'font-medium text-amber-800'}`}
      >
        {health.line}
      </p>
      {health.block_in_effect ? (
        <Button variant="ghost" disabled={lift.isPending} onClick={() => void run(lift)}>
          {messages.blockUndoButton}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {messages.blockButton}
        </Button>
      )}
      {asking ? (
        <ConfirmDialog
          title={messages.blockButton}
          confirmLabel={messages.blockConfirmAction}
          tone="danger"
          busy={report.isPending}
          onConfirm={() => {
            setAsking(false);
            void run(report);
          }}
          onClose={() => setAsking(false)}
        >
          {messages.blockConfirm}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
