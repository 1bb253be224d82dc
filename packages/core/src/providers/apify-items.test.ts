import { describe, expect, it } from 'vitest';
import { contactsFromBio, matchProfiles, parseDiscoveryItems } from './apify-items.js';

describe('parseDiscoveryItems', () => {
  it('normalises, takes the id from id, pk or user_id, dedupes and caps', () => {
    const result = parseDiscoveryItems(
      [
        { username: '@Anna.Bakes', full_name: 'Anna', pk: 123, is_private: true },
        { username: 'bo_b', user_id: '456', full_name: '' },
        { username: 'anna.bakes', id: '999' },
        { username: 'cy', id: 789, profile_pic_url: 'https://x/cy.jpg' },
        { username: 'dee' },
      ],
      3,
    );
    expect(result).toEqual({
      dropped: 0,
      missingTargets: [],
      // anna.bakes came twice: collected, not unique (issue 34); dee came past the cap
      repeated: 1,
      profiles: [
        {
          username: 'anna.bakes',
          full_name: 'Anna',
          instagram_user_id: '123',
          is_private: true,
          is_verified: false,
          profile_pic_url: null,
        },
        {
          username: 'bo_b',
          full_name: null,
          instagram_user_id: '456',
          is_private: false,
          is_verified: false,
          profile_pic_url: null,
        },
        {
          username: 'cy',
          full_name: null,
          instagram_user_id: '789',
          is_private: false,
          is_verified: false,
          profile_pic_url: 'https://x/cy.jpg',
        },
      ],
    });
  });

  it('reports error items that name a target as missing targets, never as profiles', () => {
    const result = parseDiscoveryItems(
      [
        { username: 'ghost_target', error: 'not_found', errorDescription: 'User does not exist' },
        { url: 'https://www.instagram.com/other_target/', error: 'private' },
        { username: 'someone', error: 'failed' },
        { username: 'real_one', id: '1' },
      ],
      10,
      ['ghost_target', 'other_target'],
    );
    expect(result.missingTargets).toEqual([
      { username: 'ghost_target', reason: 'User does not exist' },
      { username: 'other_target', reason: 'private' },
    ]);
    expect(result.profiles.map((profile) => profile.username)).toEqual(['real_one']);
    expect(result.dropped).toBe(1);
  });

  it('drops and counts items without a valid username or with fields of the wrong type', () => {
    const result = parseDiscoveryItems(
      [
        { full_name: 'No Name' },
        { username: 'has space' },
        { username: 12345 },
        { username: 'x'.repeat(31) },
        { username: 'ok_one', is_private: 'yes' },
        null,
        'text',
        { username: 'fine' },
      ],
      10,
    );
    expect(result.dropped).toBe(7);
    expect(result.profiles.map((p) => p.username)).toEqual(['fine']);
  });
});

describe('contactsFromBio', () => {
  it('finds the first e-mail and a phone number', () => {
    expect(contactsFromBio('Coach 💪 | 📧 anna@example.com | 📞 +1 555 0123')).toEqual({
      email: 'anna@example.com',
      phone: '+1 555 0123',
    });
    expect(contactsFromBio('42 countries and counting')).toEqual({ email: null, phone: null });
    expect(contactsFromBio(null)).toEqual({ email: null, phone: null });
  });
});

describe('matchProfiles', () => {
  const item = (username: string | undefined, followersCount: number) => ({ username, followersCount });

  it('matches by username ignoring case and order, and reports the missing', () => {
    const results = matchProfiles(['Anna', 'bob', 'cy'], [item('cy', 3), item('anna', 1)]);
    expect(results).toEqual([
      { username: 'Anna', ok: true, profile: expect.objectContaining({ followers_count: 1 }) },
      { username: 'bob', ok: false, reason: 'Profile not found' },
      { username: 'cy', ok: true, profile: expect.objectContaining({ followers_count: 3 }) },
    ]);
  });

  it('uses the position for an item without a username only when every input has an item', () => {
    expect(matchProfiles(['a', 'b'], [item('a', 1), item(undefined, 2)])[1]).toMatchObject({
      ok: true,
      profile: { followers_count: 2 },
    });
    expect(matchProfiles(['a', 'b', 'c'], [item(undefined, 2), item('c', 3)])[0]).toMatchObject({
      ok: false,
    });
  });

  it('maps the fields to our columns, reading a field of the wrong type as absent', () => {
    const [result] = matchProfiles(
      ['z'],
      [
        {
          username: 'z',
          fullName: 'Zoë',
          profilePicUrl: 'https://x/z.jpg',
          postsCount: 'many',
          followersCount: 10,
          followsCount: 20,
          private: false,
          verified: true,
          isBusinessAccount: true,
          businessCategoryName: 'Bakery',
          biography: 'Bakes 🥐 hello@zoe.example.com',
          externalUrl: 'https://example.com/z',
        },
      ],
    );
    expect(result).toEqual({
      username: 'z',
      ok: true,
      profile: {
        full_name: 'Zoë',
        profile_pic_url: 'https://x/z.jpg',
        posts_count: null,
        followers_count: 10,
        follows_count: 20,
        following_count: 20,
        is_private: false,
        is_verified: true,
        is_business_account: true,
        is_business: true,
        business_category: 'Bakery',
        biography: 'Bakes 🥐 hello@zoe.example.com',
        email: 'hello@zoe.example.com',
        phone: null,
        url: 'https://example.com/z',
        instagram_user_id: null,
      },
    });
  });
});

describe('matchProfiles: error items', () => {
  it("reads an error item or an item without data as 'Profile not found', never as an empty profile", () => {
    const results = matchProfiles(
      ['ghost', 'shell', 'real', 'by_url'],
      [
        { username: 'ghost', error: 'not_found', errorDescription: 'Profile does not exist' },
        { username: 'shell' },
        { username: 'real', followersCount: 10 },
        { inputUrl: 'https://www.instagram.com/by_url', error: 'not_found' },
      ],
    );
    expect(results.map((result) => result.ok)).toEqual([false, false, true, false]);
    expect(results[0]).toEqual({ username: 'ghost', ok: false, reason: 'Profile not found' });
  });

  it('never matches an error item by position, even when the answer is aligned', () => {
    const results = matchProfiles(['a_user', 'b_user'], [{ error: 'not_found' }, { followersCount: 5 }]);
    expect(results.map((result) => result.ok)).toEqual([false, true]);
  });
});
