import { describe, expect, it } from 'vitest';
import { searchCampaigns, searchLists } from './dashboard-search.js';

const lists = [
  {
    name: 'natgeo, nasa - followers - Nov 23',
    target_accounts: ['natgeo', 'nasa'],
    search_type: 'followers',
  },
  { name: 'Custom: ana, ben - Nov 23', target_accounts: ['ana', 'ben'], search_type: 'custom' },
  { name: 'Coaches', target_accounts: ['fitcoach'], search_type: 'following' },
];
const campaigns = [
  { name: 'Spring', description: 'Yoga teachers', status: 'draft' },
  { name: 'Autumn', description: null, status: 'active' },
  { name: 'Paused ones', description: 'old', status: 'paused' },
];
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('dashboard search (spec §5 Filters)', () => {
  it('finds lists by name, any target account or search type, ignoring case', () => {
    expect(names(searchLists(lists, 'NASA'))).toEqual(['natgeo, nasa - followers - Nov 23']);
    expect(names(searchLists(lists, 'fitcoach'))).toEqual(['Coaches']);
    expect(names(searchLists(lists, 'custom'))).toEqual(['Custom: ana, ben - Nov 23']);
    expect(names(searchLists(lists, 'follow'))).toEqual(['natgeo, nasa - followers - Nov 23', 'Coaches']);
    expect(names(searchLists(lists, 'coach'))).toEqual(['Coaches']);
    expect(searchLists(lists, 'zzz')).toEqual([]);
  });

  it('finds campaigns by name, description or status', () => {
    expect(names(searchCampaigns(campaigns, 'spring'))).toEqual(['Spring']);
    expect(names(searchCampaigns(campaigns, 'YOGA'))).toEqual(['Spring']);
    expect(names(searchCampaigns(campaigns, 'active'))).toEqual(['Autumn']);
    expect(names(searchCampaigns(campaigns, 'paused'))).toEqual(['Paused ones']);
  });

  it('keeps everything for a blank query', () => {
    expect(searchLists(lists, '  ')).toHaveLength(3);
    expect(searchCampaigns(campaigns, '')).toHaveLength(3);
  });
});
