import { type CampaignStatus, campaignListAction, displayListName } from '@leadgen/core/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import type { CampaignSummary } from '../../../lib/api-types';
import { formatCount, formatDate } from '../format';
import { CampaignStatusBadge } from './CampaignStatusBadge';

/**
 * A campaign of 'Your Campaigns' (spec §2): its name and status, expandable to its description,
 * template, counts, list and dates; Pause or Resume only where spec §4 allows (active ↔ paused),
 * Delete (asked first), View Details and Download CSV (spec §1, §9).
 */
export function CampaignListCard({
  campaign,
  onStatus,
  onDelete,
  onDownload,
  busy,
  downloading,
}: {
  campaign: CampaignSummary;
  onStatus: (status: CampaignStatus) => void;
  onDelete: () => void;
  onDownload: () => void;
  busy: boolean;
  downloading: boolean;
}) {
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const action = campaignListAction(campaign.status as CampaignStatus);
  const details: [string, string][] = [
    ['Profiles', formatCount(campaign.profile_count)],
    ['Messages sent', formatCount(campaign.messages_sent)],
    ['Responses', formatCount(campaign.responses_received)],
    ['Send rate', `${campaign.send_rate_limit ?? 10} per hour`],
    ['List', campaign.search_list ? displayListName(campaign.search_list.name) : 'Selected profiles'],
    ['Created', formatDate(campaign.created_at)],
    ['Updated', formatDate(campaign.updated_at)],
  ];
  return (
    <li aria-label={campaign.name} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          className="flex min-w-0 flex-1 items-center gap-3 text-left"
        >
          <span
            aria-hidden="true"
            className={`text-slate-400 transition-transform ${expanded ? 'rotate-90' : ''}`}
          >
            ▸
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{campaign.name}</span>
            <span className="block text-xs text-slate-500">
              {formatCount(campaign.profile_count)} profiles · created {formatDate(campaign.created_at)}
            </span>
          </span>
        </button>
        <div className="flex flex-wrap items-center gap-2">
          <CampaignStatusBadge status={campaign.status} />
          {action ? (
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={busy}
              onClick={() => onStatus(action.to)}
              aria-label={`${action.label} ${campaign.name}`}
            >
              {action.label === 'Pause' ? '❚❚ Pause' : '▶ Resume'}
            </Button>
          ) : null}
          <Link
            to={`/view-campaign/${campaign.id}`}
            aria-label={`View Details of ${campaign.name}`}
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            View Details
          </Link>
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={downloading}
            onClick={onDownload}
            aria-label={`Download CSV of ${campaign.name}`}
          >
            Download CSV
          </Button>
          <Button
            variant="ghost-danger"
            className="px-3 py-1.5"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${campaign.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
      {expanded ? (
        <div id={detailsId} className="flex flex-col gap-3 border-t border-slate-100 px-4 py-4 text-sm">
          <p className="text-slate-700">{campaign.description || 'No description'}</p>
          {campaign.message_template ? (
            <div className="rounded-xl bg-slate-50 px-3 py-2">
              <p className="text-xs font-medium text-slate-500">Message template</p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-800">
                {campaign.message_template}
              </p>
            </div>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {details.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="truncate font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </li>
  );
}
