import { useState } from 'react';

/** spec §9: a campaign card previews up to 3 profiles plus a '+N' count. */
export const AVATAR_PREVIEW = 3;

const RING = 'h-8 w-8 rounded-full border-2 border-white';

/** A profile picture, or its initial when there is none or it fails to load (expired CDN links). */
function Avatar({ username, url }: { username: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={`@${username}`}
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${RING} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`@${username}`}
      className={`${RING} flex items-center justify-center bg-brand-100 text-xs font-semibold uppercase text-brand-700`}
    >
      {username.slice(0, 1)}
    </span>
  );
}

/** Overlapping avatars of a campaign's first profiles, then '+N' for the rest. */
export function AvatarStack({
  profiles,
  total,
}: {
  profiles: { id: string; username: string; profile_pic_url: string | null }[];
  total: number;
}) {
  const shown = profiles.slice(0, AVATAR_PREVIEW);
  const more = Math.max(0, total - shown.length);
  if (shown.length === 0 && more === 0) return null;
  return (
    <div className="flex items-center -space-x-2">
      {shown.map((profile) => (
        <Avatar key={profile.id} username={profile.username} url={profile.profile_pic_url} />
      ))}
      {more > 0 ? (
        <span className="flex h-8 min-w-8 items-center justify-center rounded-full border-2 border-white bg-slate-100 px-1 text-xs font-medium text-slate-700">
          +{more}
        </span>
      ) : null}
    </div>
  );
}
