import { messages } from '@leadgen/core/domain';
import { Button } from '../../../components/Button';
import { ErrorBox } from '../../../components/Field';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { ApiKeysCard } from '../ApiKeysCard';
import { CreditsCard } from '../CreditsCard';
import { ExtensionCard } from '../ExtensionCard';
import { FreshnessCard } from '../FreshnessCard';
import { PaceCard } from '../PaceCard';
import { ProfileForm } from '../ProfileForm';
import { profileValues } from '../profile-values';
import { SubscriptionCard } from '../SubscriptionCard';
import { usePaymentReturn } from '../use-payment-return';
import { useSettingsUser } from '../use-settings-user';
import { useSignOut } from '../use-sign-out';
import { WebhooksCard } from '../WebhooksCard';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/tutorials', label: 'Tutorials' },
];

/**
 * /settings (spec §2 Settings): profile, credits, subscription, the freshness window (issue 30),
 * the sending pace (issue 36), the browser extension and Sign Out.
 */
export default function SettingsRoute() {
  const { user, failed } = useSettingsUser();
  const signOut = useSignOut();
  usePaymentReturn();
  return (
    <div className="min-h-screen bg-slate-50">
      <PageHeader links={LINKS} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
          <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </div>
        {failed ? <ErrorBox message={messages.failedToLoadUserProfile} /> : null}
        {user ? (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            {/* a fresh form whenever the loaded values change (a save, another tab) */}
            <ProfileForm key={JSON.stringify(profileValues(user))} user={user} />
            <div className="flex flex-col gap-6">
              <CreditsCard credits={user.credits} />
              <SubscriptionCard plan={user.plan} />
              <FreshnessCard />
            </div>
            <div className="flex flex-col gap-6 lg:col-span-2">
              <PaceCard />
              <ExtensionCard />
              <WebhooksCard />
            </div>
            <div className="lg:col-span-2">
              <ApiKeysCard />
            </div>
          </div>
        ) : (
          <Spinner label="Loading..." />
        )}
      </main>
    </div>
  );
}
