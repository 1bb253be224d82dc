import { PRICING_PLANS } from '@leadgen/core/domain';
import { Link } from 'react-router';
import { PublicHeader } from '../PublicHeader';

/** /pricing (spec §2): the FREE and PRO cards with their items; links to /signup, / and /login. */
export default function PricingRoute() {
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader />
      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-center text-3xl font-bold tracking-tight">Simple pricing</h1>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {PRICING_PLANS.map((plan) => (
            <section
              key={plan.id}
              aria-label={plan.name}
              className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.id === 'pro' ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'}`}
            >
              <h2 className="text-sm font-semibold tracking-widest text-brand-600">{plan.name}</h2>
              <p className="mt-2 text-4xl font-bold">
                ${plan.priceUsd}
                {plan.interval ? (
                  <span className="text-base font-medium text-slate-500">/{plan.interval}</span>
                ) : null}
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm text-slate-700">
                {plan.items.map((item) => {
                  // a plan's "No …" item is something it lacks: a cross, not a tick
                  const lacks = item.startsWith('No ');
                  return (
                    <li key={item} className={`flex gap-2 ${lacks ? 'text-slate-500' : ''}`}>
                      <span aria-hidden className={lacks ? 'text-slate-400' : 'text-emerald-600'}>
                        {lacks ? '✕' : '✓'}
                      </span>
                      {item}
                    </li>
                  );
                })}
              </ul>
              <Link
                to="/signup"
                className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
              >
                {plan.id === 'pro' ? 'Start with Pro' : 'Get started free'}
              </Link>
            </section>
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          <Link to="/" className="text-brand-600 hover:underline">
            Home
          </Link>{' '}
          ·{' '}
          <Link to="/login" className="text-brand-600 hover:underline">
            Already have an account? Log in
          </Link>
        </p>
      </main>
    </div>
  );
}
