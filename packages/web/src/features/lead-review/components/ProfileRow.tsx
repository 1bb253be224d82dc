import { memo } from 'react';
import { Avatar } from '../../../components/Avatar';
import {
  countText as count,
  exactText as exact,
  followingOf,
  hasMessage,
  isBusiness,
} from '../profile-counts';
import { MessageEditor } from './MessageEditor';
import { ExpandMessageButton, type ProfileRowProps, RowCheckbox } from './row-checkbox';

/**
 * A collapsed row's fixed height in px: the virtualiser lays 10,000 rows out without measuring
 * each one (only expanded rows are measured). Every line of the row is clipped to fit it.
 */
export const ROW_HEIGHT_PX = 120;

function Badge({ label, tone }: { label: string; tone: string }) {
  return (
    <span className={`shrink-0 rounded-full px-1.5 py-0.5 text-[10px] font-semibold ${tone}`}>{label}</span>
  );
}

/**
 * One profile of the lead review list: checkbox, picture, @username, name ('No name'), counts
 * ('N/A' when missing), badges, a two-line bio (spec §9), a marker when it has a message, and
 * the per-profile message editor when expanded. A click anywhere but the editor toggles it.
 */
export const ProfileRow = memo(function ProfileRow({
  listId,
  profile,
  selected,
  expanded,
  onToggle,
  onExpand,
  onCheckboxPointerDown,
}: ProfileRowProps) {
  const following = followingOf(profile);
  const business = isBusiness(profile);
  return (
    <div
      className={`border-b border-slate-100 px-3 py-3 sm:px-4 ${selected ? 'bg-brand-50/70' : 'bg-white hover:bg-slate-50'}`}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the checkbox is the keyboard control */}
      <div
        className="flex h-[95px] cursor-pointer gap-3 overflow-hidden"
        onClick={() => onToggle(profile.id)}
      >
        <RowCheckbox
          profile={profile}
          selected={selected}
          onToggle={onToggle}
          onCheckboxPointerDown={onCheckboxPointerDown}
          className="mt-2.5 shrink-0"
        />
        <Avatar username={profile.username} url={profile.profile_pic_url} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-x-2 overflow-hidden whitespace-nowrap">
            <span className="max-w-full shrink-0 truncate text-sm font-semibold text-slate-900">
              @{profile.username}
            </span>
            {profile.is_new ? <Badge label="New" tone="bg-fuchsia-100 text-fuchsia-800" /> : null}
            {profile.is_verified ? <Badge label="Verified" tone="bg-sky-100 text-sky-700" /> : null}
            {business ? <Badge label="Business" tone="bg-amber-100 text-amber-800" /> : null}
            {profile.is_private ? <Badge label="Private" tone="bg-slate-200 text-slate-700" /> : null}
            {hasMessage(profile) ? <Badge label="✉ Message" tone="bg-emerald-100 text-emerald-800" /> : null}
          </div>
          <p className={`truncate text-sm ${profile.full_name ? 'text-slate-700' : 'italic text-slate-500'}`}>
            {profile.full_name || 'No name'}
          </p>
          <p className="mt-0.5 flex gap-x-2 overflow-hidden sm:gap-x-3 whitespace-nowrap text-xs text-slate-500 tabular-nums">
            <span title={exact(profile.followers_count)}>
              <strong className="font-semibold text-slate-700">{count(profile.followers_count)}</strong>{' '}
              followers
            </span>
            <span title={exact(following)}>
              <strong className="font-semibold text-slate-700">{count(following)}</strong> following
            </span>
            <span title={exact(profile.posts_count)}>
              <strong className="font-semibold text-slate-700">{count(profile.posts_count)}</strong> posts
            </span>
          </p>
          {profile.biography ? (
            <p className="mt-1 line-clamp-2 text-xs text-slate-600">{profile.biography}</p>
          ) : null}
        </div>
        <ExpandMessageButton
          profile={profile}
          expanded={expanded}
          onExpand={onExpand}
          className="h-8 shrink-0 self-start rounded-lg border border-slate-200 px-2 text-xs font-medium text-slate-700 hover:bg-slate-100"
        >
          {expanded ? (
            'Close'
          ) : (
            <>
              <span aria-hidden="true" className="sm:hidden">
                ✎
              </span>
              <span className="hidden sm:inline">Message</span>
            </>
          )}
        </ExpandMessageButton>
      </div>
      {expanded ? (
        <div className="mt-3 sm:pl-[5.25rem]">
          <MessageEditor listId={listId} profile={profile} />
        </div>
      ) : null}
    </div>
  );
});
