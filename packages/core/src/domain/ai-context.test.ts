import { describe, expect, it } from 'vitest';
import { aiContext, campaignContext, type TargetingList } from './ai-context.js';

const list = (search_type: TargetingList['search_type'], target_accounts: string[]): TargetingList => ({
  search_type,
  target_accounts,
});

describe('the AI context (spec §7)', () => {
  it('says whom a followers, following or custom list targets', () => {
    expect(aiContext({ lists: [list('followers', ['natgeo', 'nasa'])] })).toBe(
      'Campaign targeting followers of @natgeo, @nasa',
    );
    expect(aiContext({ lists: [list('following', ['natgeo'])] })).toBe(
      'Campaign targeting accounts followed by @natgeo',
    );
    expect(aiContext({ lists: [list('custom', [])] })).toBe(
      'Campaign targeting a hand-picked list of Instagram profiles',
    );
  });

  it('says each kind of list once, in order, and is empty with no name and no list', () => {
    const lists = [
      list('followers', ['nasa']),
      list('custom', []),
      list('followers', ['nasa']),
      list('custom', []),
    ];
    expect(aiContext({ lists })).toBe(
      'Campaign targeting followers of @nasa; a hand-picked list of Instagram profiles',
    );
    expect(aiContext({ lists: [] })).toBe('');
    expect(aiContext({ name: '  ', lists: [] })).toBe('');
  });

  it("names a saved campaign, with its list's targeting", () => {
    expect(campaignContext({ name: ' Spring ', search_list: list('followers', ['nasa']) })).toBe(
      'Campaign "Spring" targeting followers of @nasa',
    );
    expect(campaignContext({ name: 'Spring', search_list: null })).toBe('Campaign "Spring"');
  });

  it('words the create screen (no name yet) and a campaign made from the same lists alike', () => {
    for (const each of [
      list('followers', ['natgeo']),
      list('following', ['natgeo']),
      list('custom', ['x']),
    ]) {
      const createScreen = aiContext({ lists: [each] });
      const campaign = campaignContext({ name: 'Spring', search_list: each });
      expect(campaign).toBe(createScreen.replace(/^Campaign/, 'Campaign "Spring"'));
    }
  });
});
