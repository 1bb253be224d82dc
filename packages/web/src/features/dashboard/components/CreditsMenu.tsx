import { formatCreditAmount } from '@leadgen/core/domain';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBuyPack, useCreditPacks } from '../api/use-credits-menu';

/** spec §2, §9: the credits menu closes 300 ms after the pointer leaves it. */
export const CREDITS_MENU_CLOSE_DELAY_MS = 300;

/** Hover opens the menu for a mouse or pen, not a finger: a tap is a click, which toggles it. */
const hovers = (event: PointerEvent) => event.pointerType !== 'touch';

/**
 * The balance with the Free/Pro badge (spec §2 header) and its menu of credit packs: it opens
 * on hover or click (a click toggles it, except under a mouse, whose hover opened it), closes
 * 300 ms after the pointer leaves (coming back in time keeps it open), on Escape, or when focus
 * leaves it. Buying a pack goes to the payment page.
 */
export function CreditsMenu({ credits, badge }: { credits: number; badge: 'Free' | 'Pro' }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse over the menu has opened it: its click must not close it again.
  const hovering = useRef(false);
  const packs = useCreditPacks(open);
  const buy = useBuyPack();
  const cancelClose = () => clearTimeout(timer.current);
  const closeLater = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), CREDITS_MENU_CLOSE_DELAY_MS);
  };
  // no timer outlives the menu
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a shortcut; the button opens it too
    <div
      className="relative"
      onPointerEnter={(event) => {
        if (!hovers(event)) return;
        hovering.current = true;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!hovers(event)) return;
        hovering.current = false;
        closeLater();
      }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Credits ${formatCreditAmount(credits)} ${badge} plan. Buy credits`}
        onClick={() => setOpen((shown) => hovering.current || !shown)}
        className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        <span data-testid="credits-balance">{formatCreditAmount(credits)}</span>{' '}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge === 'Pro' ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}
        >
          {badge}
        </span>
      </button>
      {open ? (
        <div id={menuId} className="absolute right-0 top-full z-30 w-72 max-w-[calc(100vw-2rem)] pt-2">
          <section
            aria-label="Buy credits"
            className="rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <h2 className="px-1 text-sm font-semibold">Buy credits</h2>
            <p className="px-1 text-xs text-slate-500">
              $1.00 per credit
              {packs.data ? ` · ${formatCreditAmount(packs.data.credits_per_profile)} per profile` : null}
            </p>
            {packs.isPending ? <p className="px-1 py-2 text-sm text-slate-500">Loading...</p> : null}
            <ul className="mt-2 flex flex-col gap-1">
              {packs.data?.packs.map((pack) => (
                <li key={pack.id}>
                  <button
                    type="button"
                    disabled={buy.isPending}
                    onClick={() => buy.mutate(pack.id)}
                    aria-label={`Buy ${pack.credits} credits for $${pack.price_usd}`}
                    className="flex w-full items-center justify-between gap-2 rounded-lg px-2 py-2 text-left text-sm hover:bg-brand-50 disabled:opacity-50"
                  >
                    <span>
                      <span className="font-medium">{pack.credits} credits</span>
                      {pack.most_popular ? (
                        <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                          Most popular
                        </span>
                      ) : null}
                      {pack.tagline ? (
                        <span className="block text-xs text-slate-500">{pack.tagline}</span>
                      ) : null}
                    </span>
                    <span className="font-semibold">${pack.price_usd}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Link to="/settings" className="mt-2 block px-1 text-xs text-brand-600 hover:underline">
              Plans and billing in Settings
            </Link>
          </section>
        </div>
      ) : null}
    </div>
  );
}
