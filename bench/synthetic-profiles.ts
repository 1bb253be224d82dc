/**
 * `count` discovered-profile rows as a discovery of @natgeo's followers saves them: the people
 * numbered `first` onwards (each a username and Instagram id of its own).
 */
export function syntheticProfiles(count: number, first = 0) {
  return Array.from({ length: count }, (_, n) => {
    const i = first + n;
    return {
      username: `user_${i}`,
      full_name: `Person ${i}`,
      instagram_user_id: String(10_000_000 + i),
      is_private: i % 10 === 0,
      is_verified: i % 50 === 0,
      profile_pic_url: `https://example.com/${i}.jpg`,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    };
  });
}
