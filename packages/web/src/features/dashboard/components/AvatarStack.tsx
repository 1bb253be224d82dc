import { Avatar } from '../../../components/Avatar';

/** spec §9: a campaign card previews up to 3 profiles plus a '+N' count. */
export const AVATAR_PREVIEW = 3;

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
        <Avatar
          key={profile.id}
          username={profile.username}
          url={profile.profile_pic_url}
          size="sm"
          label={`@${profile.username}`}
          className="border-2 border-white"
        />
      ))}
      {more > 0 ? (
        <span className="flex h-8 min-w-8 items-center justify-center rounded-full border-2 border-white bg-slate-100 px-1 text-xs font-medium text-slate-700">
          +{more}
        </span>
      ) : null}
    </div>
  );
}
