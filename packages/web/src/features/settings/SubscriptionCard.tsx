import { messages, PRO_PLAN } from '@leadgen/core/domain';
import { Button } from '../../components/Button';
import { api, read } from '../../lib/api';
import { useRedirectAction } from './use-redirect-action';

const startPro = () => read(api.billing['pro-checkout'].$post());
const openPortal = () => read(api.billing.portal.$post());

/**
 * The subscription card (spec §2 Settings, §9): the plan (Pro when subscription_status is
 * active), the Pro price and what it includes; Pro manages the subscription in the payment
 * provider's portal, Free starts one.
 */
export function SubscriptionCard({ plan }: { plan: 'free' | 'pro' }) {
  const pro = plan === 'pro';
  const manage = useRedirectAction(openPortal, messages.failedToOpenPortal);
  const start = useRedirectAction(startPro, messages.failedToStartSubscription);
  const action = pro ? manage : start;
  const busy = action.isPending || action.isSuccess;
  return (
    <section
      aria-labelledby="subscription-heading"
      className={`rounded-2xl border bg-white p-6 shadow-sm ${pro ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="subscription-heading" className="text-lg font-semibold">
          Subscription
        </h2>
        <span
          data-testid="plan-badge"
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${pro ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}
        >
          {pro ? 'Pro' : 'Free'}
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold">
        ${PRO_PLAN.priceUsd}
        <span className="text-base font-medium text-slate-500">/{PRO_PLAN.interval}</span>
      </p>
      <p className="text-sm text-slate-600">
        Pro adds {PRO_PLAN.monthlyCredits} credits every month (
        {PRO_PLAN.monthlyProfiles.toLocaleString('en-US')} profiles).
      </p>
      <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-700">
        {PRO_PLAN.items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden className="text-emerald-600">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <Button
        className="mt-4 w-full"
        variant={pro ? 'secondary' : 'primary'}
        onClick={() => action.mutate()}
        disabled={busy}
      >
        {busy ? 'Redirecting...' : pro ? 'Manage Subscription' : 'Start Pro Subscription'}
      </Button>
    </section>
  );
}
