import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_FILTERS } from './lead-filters';
import { leadSortQuery, readLeadReviewParams, writeLeadReviewParams } from './lead-review-params';

describe('the lead review in its address', () => {
  it('round-trips filters, order and view, keeping other parameters and leaving defaults out', () => {
    const state = {
      filters: { ...EMPTY_LEAD_FILTERS, bioContains: 'coach & co', minFollowers: '100', maxPosts: '20' },
      sort: { by: 'name' as const, direction: 'desc' as const },
      view: 'table' as const,
    };
    const written = writeLeadReviewParams(new URLSearchParams('tab=x'), state);
    expect(written.toString()).toBe(
      'tab=x&bioContains=coach+%26+co&minFollowers=100&maxPosts=20&sort=name&dir=desc&view=table',
    );
    expect(readLeadReviewParams(new URLSearchParams(written.toString()))).toEqual(state);

    const plain = writeLeadReviewParams(written, {
      filters: { ...EMPTY_LEAD_FILTERS, bioContains: '  ' },
      sort: { by: 'followers', direction: 'desc' },
      view: null,
    });
    expect(plain.toString()).toBe('tab=x');
    expect(readLeadReviewParams(plain)).toEqual({
      filters: EMPTY_LEAD_FILTERS,
      sort: { by: 'followers', direction: 'desc' },
      view: null,
    });
  });

  it('reads a hand-edited address safely: an unknown order is the default, a column alone its first way', () => {
    expect(readLeadReviewParams(new URLSearchParams('sort=bio&dir=up&view=grid'))).toMatchObject({
      sort: { by: 'followers', direction: 'desc' },
      view: null,
    });
    expect(readLeadReviewParams(new URLSearchParams('sort=username')).sort).toEqual({
      by: 'username',
      direction: 'asc',
    });
    expect(readLeadReviewParams(new URLSearchParams('sort=posts')).sort).toEqual({
      by: 'posts',
      direction: 'desc',
    });
  });

  it('sends no order for the default one, else sort and dir', () => {
    expect(leadSortQuery({ by: 'followers', direction: 'desc' })).toEqual({});
    expect(leadSortQuery({ by: 'following', direction: 'asc' })).toEqual({ sort: 'following', dir: 'asc' });
  });
});
