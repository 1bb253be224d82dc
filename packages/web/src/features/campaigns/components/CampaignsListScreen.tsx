import { messages, searchCampaigns } from '@leadgen/core/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/Field';
import { Spinner } from '../../../components/Spinner';
import type { CampaignSummary } from '../../../lib/api-types';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useCampaignsList, useDeleteCampaign, useSetCampaignStatus } from '../api/use-campaigns-list';
import { LIST_TOAST_MS, useCampaignToast } from '../campaigns-toast';
import { CampaignListCard } from './CampaignListCard';

/**
 * 'Your Campaigns' (spec §2 "Campaigns list screen"): back, a search over name, description and
 * status, one expandable card per campaign with Pause or Resume, Delete, View Details and
 * Download CSV.
 */
export function CampaignsListScreen() {
  const navigate = useNavigate();
  const toast = useCampaignToast(LIST_TOAST_MS);
  const campaigns = useCampaignsList();
  const setStatus = useSetCampaignStatus(toast);
  const remove = useDeleteCampaign(toast);
  const download = useCsvDownload(toast);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null);
  const { fail } = toast;
  // spec §8: a 4 s toast, and the message stays in place of the cards
  useEffect(() => {
    if (campaigns.isError) fail(messages.errorLoadingCampaigns);
  }, [campaigns.isError, fail]);
  // spec §2: history back; a first page of the tab has nowhere to go back to
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/dashboard'));
  const shown = searchCampaigns(campaigns.data ?? [], query);
  return (
    <main className="min-h-screen bg-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-5 sm:px-6">
        <div>
          <button
            type="button"
            onClick={back}
            className="text-sm font-medium text-slate-600 hover:text-brand-600"
          >
            ← Back
          </button>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Your Campaigns</h1>
        </div>
        {campaigns.isPending ? (
          <Spinner label="Loading campaigns…" />
        ) : campaigns.isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 px-4 py-6 text-center text-sm text-red-800"
          >
            {messages.errorLoadingCampaigns}
          </p>
        ) : campaigns.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-base font-semibold text-slate-900">No campaigns yet</h2>
            <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
              Campaigns are made from your lists. Pick a list and create a campaign from it.
            </p>
            <Link
              to="/dashboard?tab=lists"
              className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Go to Your Lists
            </Link>
          </div>
        ) : (
          <>
            <div className="max-w-md">
              <Field
                label="Search campaigns"
                type="search"
                placeholder="Name, description or status"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            {shown.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
                No campaigns match “{query.trim()}”
              </p>
            ) : (
              <ul aria-label="Campaigns" className="flex flex-col gap-3">
                {shown.map((campaign) => (
                  <CampaignListCard
                    key={campaign.id}
                    campaign={campaign}
                    busy={setStatus.isPending || remove.isPending}
                    onStatus={(status) => setStatus.mutate({ id: campaign.id, status })}
                    onDelete={() => setDeleting(campaign)}
                    downloading={download.isPending && download.variables?.id === campaign.id}
                    onDownload={() =>
                      download.mutate({ kind: 'campaign', id: campaign.id, count: campaign.profile_count })
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {deleting ? (
        <ConfirmDialog
          title="Delete campaign?"
          tone="danger"
          confirmLabel="Delete"
          onConfirm={() => {
            remove.mutate(deleting.id);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          “{deleting.name}” will be deleted. Its profiles stay in your lists. This action cannot be undone.
        </ConfirmDialog>
      ) : null}
    </main>
  );
}
