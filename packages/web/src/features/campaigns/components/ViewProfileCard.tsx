import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { OutreachChip } from '../../../components/OutreachChip';
import type { CampaignMember } from '../api/campaign-types';
import { formatCount } from '../format';
import { messagePreview } from '../message-preview';

/** A profile card of the view screen: picture, @username, name, followers, message preview. */
export function ViewProfileCard({
  profile,
  onShowMore,
  onOpen,
}: {
  profile: CampaignMember;
  onShowMore: () => void;
  onOpen: () => void;
}) {
  const preview = messagePreview(profile.message);
  return (
    <li
      aria-label={`@${profile.username}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Avatar username={profile.username} url={profile.profile_pic_url} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <span className="truncate">@{profile.username}</span>
            <OutreachChip status={profile.outreach_status} />
          </p>
          {profile.full_name ? <p className="truncate text-sm text-slate-600">{profile.full_name}</p> : null}
          <p className="text-xs text-slate-500">{formatCount(profile.followers_count)} followers</p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0 px-3 py-1.5"
          onClick={onOpen}
          aria-label={`Open IG: @${profile.username}`}
        >
          Open IG
        </Button>
      </div>
      <div className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
        {preview.text ? (
          <p className="whitespace-pre-wrap wrap-anywhere text-slate-800">{preview.text}</p>
        ) : (
          <p className="italic text-slate-600">No message yet</p>
        )}
        {preview.more ? (
          <button
            type="button"
            onClick={onShowMore}
            aria-label={`Show more of @${profile.username}'s message`}
            className="mt-1 text-xs font-medium text-brand-600 hover:text-brand-700"
          >
            Show More
          </button>
        ) : null}
      </div>
    </li>
  );
}
