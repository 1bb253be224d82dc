import { useState } from 'react';

/** How the lead review lays its profiles out: cards (the spec's list) or the dense table. */
export type LeadView = 'cards' | 'table';

/** Local storage: the last view chosen, for every list. */
export const LEAD_VIEW_KEY = 'leadgen.leadReviewView';

const stored = (): LeadView => {
  try {
    return window.localStorage.getItem(LEAD_VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
};

/**
 * The lead review's view: the address's (`shown`, from a link or the history) when it says, else
 * the one last chosen in this browser (cards until the table is chosen). Choosing one remembers
 * it and hands it to `show` (which puts it in the address).
 */
export function useLeadView(
  shown: LeadView | null,
  show: (view: LeadView) => void,
): [LeadView, (view: LeadView) => void] {
  const [remembered, setRemembered] = useState(stored);
  const choose = (next: LeadView) => {
    setRemembered(next);
    try {
      window.localStorage.setItem(LEAD_VIEW_KEY, next);
    } catch {
      // not remembered: the next visit without a view in its address shows the cards
    }
    show(next);
  };
  return [shown ?? remembered, choose];
}
