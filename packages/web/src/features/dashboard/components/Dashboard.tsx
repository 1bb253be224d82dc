import { dashboardGreeting, messages } from '@leadgen/core/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/use-session';
import { useCampaigns } from '../api/use-campaigns';
import { useLists } from '../api/use-lists';
import { type DashboardTab, parseDashboardTab } from '../dashboard-tab';
import { useDashboardToast } from '../dashboard-toast';
import { CampaignsPanel } from './CampaignsPanel';
import { CreateButtons } from './CreateButtons';
import { DashboardHeader } from './DashboardHeader';
import { DashboardTabs, tabId, tabPanelId } from './DashboardTabs';
import { ListsPanel } from './ListsPanel';

/**
 * /dashboard (spec §2): the header, the create buttons, and the campaigns and lists tabs with a
 * search box. `onInstallExtension` opens the extension install steps (composed in by the app).
 */
export function Dashboard({ onInstallExtension }: { onInstallExtension: () => void }) {
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));
  const [query, setQuery] = useState('');
  const lists = useLists();
  const campaigns = useCampaigns();
  const { fail } = useDashboardToast();
  const failed = lists.isError || campaigns.isError;
  useEffect(() => {
    if (failed) fail(messages.errorLoadingDashboard);
  }, [failed, fail]);

  if (!user) return null;
  const hasLists = lists.data ? lists.data.length > 0 : undefined;
  const current = tab === 'lists' ? lists : campaigns;
  const changeTab = (next: DashboardTab) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        after.set('tab', next);
        return after;
      },
      { replace: true },
    );

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader user={user} onInstallExtension={onInstallExtension} />
      <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">
              {lists.isPending || campaigns.isPending
                ? '\u00a0' // the greeting waits to know whether the user is new
                : dashboardGreeting(user, {
                    lists: lists.data?.length ?? 0,
                    campaigns: campaigns.data?.length ?? 0,
                  })}
            </h1>
            <p className="text-sm text-slate-600">Your campaigns and lists of profiles.</p>
          </div>
          <CreateButtons hasLists={hasLists} />
        </div>
        <DashboardTabs
          current={tab}
          counts={{ campaigns: campaigns.data?.length, lists: lists.data?.length }}
          onChange={changeTab}
        />
        <section
          id={tabPanelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          className="flex flex-col gap-4"
        >
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={`Search ${tab}`}
            placeholder={
              tab === 'lists'
                ? 'Search lists by name, target or type'
                : 'Search campaigns by name, description or status'
            }
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:max-w-sm"
          />
          {current.isPending ? <Spinner /> : null}
          {current.isError ? (
            <p className="text-sm text-red-700">
              {messages.errorLoadingDashboard}.{' '}
              <button type="button" className="underline" onClick={() => void current.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          {tab === 'lists' && lists.data ? <ListsPanel lists={lists.data} query={query} /> : null}
          {tab === 'campaigns' && campaigns.data ? (
            <CampaignsPanel campaigns={campaigns.data} query={query} hasLists={hasLists ?? false} />
          ) : null}
        </section>
      </main>
    </div>
  );
}
