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

/** The lead review's view, remembered in the browser (cards until the table is chosen). */
export function useLeadView(): [LeadView, (view: LeadView) => void] {
  const [view, setView] = useState(stored);
  const choose = (next: LeadView) => {
    setView(next);
    try {
      window.localStorage.setItem(LEAD_VIEW_KEY, next);
    } catch {
      // not remembered: the next visit shows the cards
    }
  };
  return [view, choose];
}
