import { displayListName, listAllowsActions, listProgress, messages } from '@leadgen/core/domain';
import { useId, useState } from 'react';
import type { ListJson } from '../../../lib/api-types';
import { groupedCount } from '../../../lib/count-format';
import { shortDate } from '../../../lib/short-date';
import { useDeleteList, useRenameList, useRetryList } from '../api/use-lists';
import { InlineRename } from './InlineRename';
import { ListActions } from './ListActions';
import { ListDetails } from './ListDetails';
import { ProgressRing } from './ProgressRing';
import { StatusChip } from './StatusChip';
import { TwoStepDeleteButton } from './TwoStepDeleteButton';

/**
 * A list row (spec §2): the name (the part before ' - ', spec §3) expands the row on click; the
 * status chip, with a progress ring while processing (live when a run reports it); the date; the
 * pencil and the two-step delete; a completed list's actions; Try again for a failed list, one
 * paused for credits (issue 30: after a top-up its run enriches the rest with no new discovery),
 * or one whose run was canceled (its run continues the list, charging only what is still
 * missing), with the reason its run stopped (the message core stored on the list) always in
 * view; and,
 * when its run found more than it looked up, what is shown of it (`standing.notice`).
 */
/**
 * Where a list's progress ring stands (spec §4: 100 completed, 50 processing, else 0), moved on
 * by its run's percent once that is further (live, else as the server last read it; a run's
 * percent never goes down): the ring never jumps from the spec's 50 back to a run's 22.
 */
function ringPercent(list: ListJson, livePercent: number | undefined): number {
  const run = list.status === 'processing' ? (livePercent ?? list.standing?.percent ?? 0) : 0;
  return Math.max(listProgress(list.status), run);
}

export function ListRow({ list, livePercent }: { list: ListJson; livePercent?: number }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const rename = useRenameList();
  const remove = useDeleteList();
  const retry = useRetryList();
  const shown = displayListName(list.name);
  const what = `list ${shown}`;
  const paused = list.status === 'paused';
  const retryable = list.status === 'failed' || paused || list.standing?.resumable === true;
  const notice = list.standing?.notice ?? null;
  return (
    <li aria-label={shown} className="rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="flex items-center gap-2 px-4 py-3">
        <InlineRename
          value={shown}
          what={what}
          onSave={(name) => rename.mutate({ id: list.id, name, version: list.version })}
        >
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="flex min-w-0 flex-1 flex-col items-start text-left"
          >
            <span className="w-full truncate font-medium text-slate-900">{shown}</span>
            <span className="text-xs text-slate-500">
              <time dateTime={list.created_at}>{shortDate(list.created_at)}</time>
              {list.status === 'completed'
                ? ` · ${groupedCount(list.profile_count)} profiles`
                : list.standing && list.standing.shown > 0
                  ? ` · ${groupedCount(list.standing.shown)} profiles`
                  : null}
            </span>
          </button>
        </InlineRename>
        <div className="flex shrink-0 items-center gap-2">
          <ProgressRing percent={ringPercent(list, livePercent)} label={`Progress of ${what}`} />
          <StatusChip status={list.status} kind="list" />
          {retryable ? (
            <button
              type="button"
              aria-label={`Try again: ${what}`}
              disabled={retry.isPending}
              onClick={() => retry.mutate(list.id)}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
            >
              Try again
            </button>
          ) : null}
          <TwoStepDeleteButton
            what={what}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(list.id)}
            warning={
              list.campaign_use
                ? messages.listUsedByCampaigns(list.campaign_use.campaigns, list.campaign_use.leads)
                : null
            }
          />
        </div>
      </div>
      {retryable && list.error ? (
        <p
          className={`px-4 pb-3 text-sm ${paused ? 'text-amber-800' : 'text-red-700'}`}
          data-testid="run-failure"
        >
          {list.error}
        </p>
      ) : null}
      {notice ? (
        <p className="px-4 pb-3 text-xs text-amber-800" data-testid="unsettled-notice">
          {notice}
        </p>
      ) : null}
      <div id={detailsId} hidden={!expanded}>
        {expanded ? <ListDetails list={list} /> : null}
      </div>
      {listAllowsActions(list.status) ? <ListActions list={list} /> : null}
    </li>
  );
}
