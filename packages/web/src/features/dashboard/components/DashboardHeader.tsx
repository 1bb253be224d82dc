import { planBadge } from '@leadgen/core/domain';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/use-public-config';
import type { UserJson } from '../../../lib/use-session';
import { useSignOut } from '../api/use-sign-out';
import { CreditsMenu } from './CreditsMenu';

const NAV = 'rounded-lg px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * The dashboard header (spec §2): Campaigns (the campaigns list, /campaigns), Tutorials, the browser extension (its store page, or the
 * install steps when no store link is configured), the live balance with its plan badge and
 * credits menu, Settings and Sign Out.
 */
export function DashboardHeader({
  user,
  onInstallExtension,
}: {
  user: UserJson;
  onInstallExtension: () => void;
}) {
  const config = usePublicConfig();
  const signOut = useSignOut();
  const extensionUrl = config.data?.extension_url;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/dashboard" className="text-xl font-bold tracking-tight text-brand-600">
          Leadgen
        </Link>
        <nav aria-label="Account" className="flex flex-wrap items-center gap-1 text-sm sm:gap-2">
          <Link to="/campaigns" className={NAV}>
            Campaigns
          </Link>
          <Link to="/watches" className={NAV}>
            Watches
          </Link>
          <Link to="/tutorials" className={NAV}>
            Tutorials
          </Link>
          {extensionUrl ? (
            <a href={extensionUrl} target="_blank" rel="noopener noreferrer" className={NAV}>
              Get Extension
            </a>
          ) : (
            <button type="button" onClick={onInstallExtension} className={NAV}>
              Get Extension
            </button>
          )}
          <CreditsMenu credits={user.credits} badge={planBadge(user.subscription_status)} />
          <Link to="/settings" className={NAV}>
            Settings
          </Link>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending} className={NAV}>
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </button>
        </nav>
      </div>
    </header>
  );
}
