import { messages } from '@leadgen/core/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { OutreachStatusSelect } from '../../../components/OutreachStatusSelect';
import { Spinner } from '../../../components/Spinner';
import { failureMessage } from '../../../lib/api';
import type { CampaignOverview } from '../../../lib/api-types';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenInstagram } from '../../../lib/use-open-instagram';
import type { CampaignMember } from '../api/campaign-types';
import { useCampaignProfiles } from '../api/use-campaign-profiles';
import { EDIT_TOAST_MS, useCampaignToast } from '../campaigns-toast';
import { formatDate } from '../format';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { MessageModal } from './MessageModal';
import { VariantsTable } from './VariantsTable';
import { ViewProfileGrid } from './ViewProfileGrid';

/** Typing settles this long before the server is asked again (as lead review's filters). */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The view screen (spec §2 "View campaign screen"): the campaign's name, description, status,
 * created date and its profiles as cards with their messages, loaded page by page as the user
 * scrolls and searched by the server (username, name or message); long messages open in a
 * Show More modal.
 */
export function ViewCampaignScreen({ campaign }: { campaign: CampaignOverview }) {
  const toast = useCampaignToast(EDIT_TOAST_MS);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<CampaignMember | null>(null);
  const instagram = useOpenInstagram(toast);
  const download = useCsvDownload(toast);
  const [status, setStatus] = useState('');
  const pages = useCampaignProfiles(campaign.id, search, status);
  const profiles = useMemo(() => pages.data?.pages.flatMap((page) => page.profiles) ?? [], [pages.data]);
  const first = pages.data?.pages[0];
  const total = first?.total ?? campaign.profile_count;
  const matching = first?.matching ?? 0;
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <main className="min-h-screen bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-5 sm:px-6">
        <Link
          to="/dashboard?tab=campaigns"
          className="text-sm font-medium text-slate-600 hover:text-brand-600"
        >
          ← Back to campaigns
        </Link>
        <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="wrap-anywhere text-2xl font-bold tracking-tight text-slate-900">
                {campaign.name}
              </h1>
              <CampaignStatusBadge status={campaign.status} />
            </div>
            {campaign.description ? (
              <p className="mt-1 text-sm text-slate-600">{campaign.description}</p>
            ) : null}
            <p className="mt-2 text-xs text-slate-500">
              Created {formatDate(campaign.created_at)} · {total} profiles
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={download.isPending}
              onClick={() => download.mutate({ kind: 'campaign', id: campaign.id, count: total })}
            >
              Download CSV
            </Button>
            {campaign.status === 'active' ? (
              <Link
                to={`/send/${campaign.id}`}
                className="inline-flex shrink-0 items-center justify-center rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                Send messages
              </Link>
            ) : null}
            <Link
              to={`/edit-campaign/${campaign.id}`}
              className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Edit Campaign
            </Link>
          </div>
        </header>
        <VariantsTable campaignId={campaign.id} toast={toast} />
        {total === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
            {messages.campaignHasNoProfiles}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <div className="w-full max-w-md">
                <Field
                  label="Search profiles"
                  type="search"
                  placeholder="Username, name or message"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <OutreachStatusSelect value={status} onChange={setStatus} />
            </div>
            {!pages.data ? (
              pages.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {failureMessage(pages.error, messages.failedToLoadProfiles)}
                </p>
              ) : (
                <div className="flex justify-center py-12">
                  <Spinner label="Loading profiles…" />
                </div>
              )
            ) : matching === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <p className="text-sm font-medium text-slate-900">{messages.noProfilesMatchFilters}</p>
                <p className="mt-1 text-sm text-slate-600">{messages.noProfilesFound}</p>
              </div>
            ) : (
              <ViewProfileGrid
                profiles={profiles}
                count={matching}
                hasNextPage={pages.hasNextPage}
                fetchingNextPage={pages.isFetchingNextPage}
                fetchNextPage={loadMore}
                onShowMore={setOpen}
                onOpen={(profile) => instagram.open([profile.username])}
              />
            )}
          </>
        )}
      </div>
      {open ? (
        <MessageModal
          username={open.username}
          message={open.message ?? ''}
          onClose={() => setOpen(null)}
          toast={toast}
        />
      ) : null}
      {instagram.dialog}
    </main>
  );
}
