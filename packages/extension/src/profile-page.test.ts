import { describe, expect, it } from 'vitest';
import { profileUsername } from './profile-page.js';

describe('profileUsername', () => {
  it('reads the username of a profile page, lower-cased', () => {
    expect(profileUsername('/Ana.P/')).toBe('ana.p');
    expect(profileUsername('/ben_1')).toBe('ben_1');
  });

  it('is null for Instagram’s other pages and deeper paths', () => {
    for (const path of ['/', '/explore/', '/direct/inbox/', '/p/Cx1/', '/reels/', '/ana.p/tagged/', '/a b/'])
      expect(profileUsername(path), path).toBeNull();
  });
});
