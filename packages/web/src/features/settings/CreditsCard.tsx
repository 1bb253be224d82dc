import {
  CREDIT_PACKS,
  type CreditPackId,
  DEFAULT_PACK_ID,
  formatCreditAmount,
  messages,
  profilesCoveredAt,
} from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { api, read } from '../../lib/api';
import { useCreditsPerProfile } from '../../lib/use-credit-offers';
import { useRedirectAction } from './use-redirect-action';

const startCheckout = (packId: CreditPackId) => read(api.billing.checkout.$post({ json: { packId } }));

/**
 * The credits card (spec §2 Settings, §3 credit packages, §9): the live balance and what it
 * covers at the server's price per profile; Top Up Credits opens the pack choice (10 selected
 * first, 20 marked most popular) and sends the browser to the payment page.
 */
export function CreditsCard({ credits }: { credits: number }) {
  const creditsPerProfile = useCreditsPerProfile();
  const [open, setOpen] = useState(false);
  const [packId, setPackId] = useState<CreditPackId>(DEFAULT_PACK_ID);
  const checkout = useRedirectAction(startCheckout, messages.failedToStartPayment);
  const pack = CREDIT_PACKS.find((candidate) => candidate.id === packId);
  return (
    <section
      aria-labelledby="credits-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="credits-heading" className="text-lg font-semibold">
        Credits
      </h2>
      <p className="mt-2 text-3xl font-bold" data-testid="credits-balance">
        {formatCreditAmount(credits)}
      </p>
      {creditsPerProfile === undefined ? null : (
        <p className="text-sm text-slate-600">
          Covers {profilesCoveredAt(credits, creditsPerProfile).toLocaleString('en-US')} profiles at{' '}
          {formatCreditAmount(creditsPerProfile)} each.
        </p>
      )}
      {open ? (
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Choose a credit pack</legend>
          {CREDIT_PACKS.map((option) => (
            <label
              key={option.id}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${option.id === packId ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name="credit-pack"
                value={option.id}
                checked={option.id === packId}
                onChange={() => setPackId(option.id)}
              />
              <span className="flex-1">
                <span className="font-medium">{option.credits} credits</span>
                {option.mostPopular ? (
                  <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                    Most popular
                  </span>
                ) : null}
                {option.tagline ? (
                  <span className="block text-xs text-slate-500">{option.tagline}</span>
                ) : null}
              </span>
              <span className="font-semibold">${option.priceUsd}</span>
            </label>
          ))}
          <div className="mt-2 flex gap-2">
            <Button
              onClick={() => checkout.mutate(packId)}
              disabled={checkout.isPending || checkout.isSuccess}
              className="flex-1"
            >
              {checkout.isPending || checkout.isSuccess
                ? 'Redirecting...'
                : `Buy for $${pack?.priceUsd ?? ''}`}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button className="mt-4" onClick={() => setOpen(true)}>
          Top Up Credits
        </Button>
      )}
    </section>
  );
}
