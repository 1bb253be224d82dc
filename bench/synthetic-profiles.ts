/** `count` discovered-profile rows as a discovery of @natgeo's followers saves them. */
export function syntheticProfiles(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    username: `user_${i}`,
    full_name: `Person ${i}`,
    instagram_user_id: String(10_000_000 + i),
    is_private: i % 10 === 0,
    is_verified: i % 50 === 0,
    profile_pic_url: `https://example.com/${i}.jpg`,
    connection_type: 'followers' as const,
    source_username: 'natgeo',
  }));
}
