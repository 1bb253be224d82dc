import { lintLeadMessage } from '@leadgen/core/domain';
import { memo, useId } from 'react';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { LintNotes } from '../../../components/LintNotes';
import { OutreachChip } from '../../../components/OutreachChip';
import type { EditProfile } from '../edit-profile';
import { formatCount } from '../format';

/**
 * One profile of the edit screen's list (spec §2): its selection, picture, names, followers and
 * bio (two lines at most); expanded, its own message editor with Personalize. The handlers take
 * the profile, so they stay the same function for every row and a row renders again only when
 * its own props change (typing a name on a 1,000-profile campaign renders no row).
 */
export const EditProfileRow = memo(function EditProfileRow({
  profile,
  selected,
  onToggle,
  message,
  onMessage,
  expanded,
  onExpand,
  onPersonalize,
  personalizing,
}: {
  profile: EditProfile;
  selected: boolean;
  onToggle: (id: string) => void;
  message: string;
  onMessage: (id: string, text: string) => void;
  expanded: boolean;
  onExpand: (id: string) => void;
  onPersonalize: (profile: EditProfile) => void;
  personalizing: boolean;
}) {
  const editorId = useId();
  return (
    <li
      aria-label={`@${profile.username}`}
      // out of view, a row skips layout and paint: a 1,000-row list lays out what shows
      className={`border-b border-slate-100 px-3 py-3 [contain-intrinsic-size:auto_88px] [content-visibility:auto] last:border-b-0 ${selected ? 'bg-brand-50/50' : ''}`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(profile.id)}
          aria-label={`Select @${profile.username}`}
          className="mt-2.5 h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
        <Avatar username={profile.username} url={profile.profile_pic_url ?? null} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="truncate font-medium text-slate-900">@{profile.username}</span>
            {profile.outreach_status ? <OutreachChip status={profile.outreach_status} /> : null}
            {profile.is_verified ? (
              <span className="text-xs text-brand-600" title="Verified">
                ✓ verified
              </span>
            ) : null}
            <span className="text-xs text-slate-600">{formatCount(profile.followers_count)} followers</span>
          </div>
          {profile.full_name ? <p className="truncate text-sm text-slate-700">{profile.full_name}</p> : null}
          {profile.biography ? (
            <p className="line-clamp-2 text-xs text-slate-600">{profile.biography}</p>
          ) : null}
          {!expanded && message.trim() !== '' ? (
            <p className="mt-1 truncate text-xs text-emerald-700">✉ {message}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onExpand(profile.id)}
          aria-expanded={expanded}
          aria-controls={editorId}
          aria-label={`Message for @${profile.username}`}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          {expanded ? 'Close' : 'Message'}
        </button>
      </div>
      {expanded ? (
        <div id={editorId} className="mt-3 flex flex-col gap-2 sm:pl-7">
          <label htmlFor={`${editorId}-text`} className="text-xs font-medium text-slate-700">
            Message for @{profile.username}
          </label>
          <textarea
            id={`${editorId}-text`}
            rows={4}
            value={message}
            onChange={(event) => onMessage(profile.id, event.target.value)}
            placeholder="Write this profile's message, or personalize it from the template"
            className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {/* issue 36: {First Name} here is filled at send; an unknown one is refused */}
          <LintNotes
            lint={lintLeadMessage(message)}
            label={`Checks of the message for @${profile.username}`}
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-600">{message.length} characters</span>
            <Button variant="secondary" onClick={() => onPersonalize(profile)} disabled={personalizing}>
              {personalizing ? 'Personalizing…' : 'Personalize'}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
});
