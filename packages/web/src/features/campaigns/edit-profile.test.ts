import { describe, expect, it } from 'vitest';
import type { SelectorRow } from '../../lib/api-types';
import type { CampaignMember } from './api/campaign-types';
import { mergeProfiles } from './edit-profile';

const list = { id: 'list-b', name: 'B' };
const member = (id: string, person: string) =>
  ({
    id,
    person_id: person,
    username: id,
    full_name: null,
    followers_count: 1,
    following_count: null,
    posts_count: null,
    biography: null,
    is_verified: false,
    is_private: false,
    is_business_account: false,
    profile_pic_url: null,
    message: null,
    message_processed: false,
    search_list: { id: 'list-a', name: 'A' },
    outreach_status: 'queued',
  }) as CampaignMember;
const candidate = (id: string, person: string) =>
  ({
    ...member(id, person),
    search_list: { ...list, search_type: 'followers', target_accounts: ['natgeo'] },
    is_business: false,
    contacted: false,
  }) as unknown as SelectorRow;

describe('mergeProfiles', () => {
  it("offers each person once: a member's person is not offered again through another list's row", () => {
    const merged = mergeProfiles(
      [member('ana-in-a', 'ana')],
      [candidate('ana-in-b', 'ana'), candidate('ben-in-b', 'ben'), candidate('ana-in-a', 'ana')],
    );
    expect(merged.map((profile) => profile.id)).toEqual(['ana-in-a', 'ben-in-b']);
  });
});
