import { displayListName, renderTemplate } from '@leadgen/core/domain';
import { memo, useId, useState } from 'react';
import { Avatar } from '../../../components/Avatar';
import type { SelectorRow } from '../../../lib/api-types';

const BADGE = 'rounded-full px-2 py-0.5 text-[11px] font-medium';

/**
 * A selector row (spec §2): checkbox, avatar, @username, name ('No name'), followers ('N/A'),
 * its list, badges and a two-line bio. A click toggles it; a selected row can open its
 * personalised message (blank: the template is used).
 */
export const ProfileRow = memo(function ProfileRow({
  profile,
  selected,
  message,
  template,
  onToggle,
  onMessage,
  virtual,
}: {
  /** Where a virtualised list places the row, and how it measures it. */
  virtual?: { index: number; top: number; measure: (element: HTMLElement | null) => void };
  profile: SelectorRow;
  selected: boolean;
  message: string;
  template: string;
  onToggle: (id: string) => void;
  onMessage: (id: string, text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const messageId = useId();
  const name = profile.full_name?.trim() || 'No name';
  const followers = profile.followers_count == null ? 'N/A' : profile.followers_count.toLocaleString('en-US');
  return (
    <li
      aria-label={`@${profile.username}`}
      ref={virtual?.measure}
      data-index={virtual?.index}
      style={virtual ? { transform: `translateY(${virtual.top}px)` } : undefined}
      className={`${virtual ? 'absolute inset-x-0 top-0' : ''} border-b border-slate-100 last:border-b-0 ${selected ? 'bg-brand-50/60' : 'bg-white'}`}
    >
      <div className="flex gap-3 px-3 py-3 sm:px-4">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(profile.id)}
          aria-label={`Select @${profile.username}`}
          className="mt-2.5 h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
        />
        {/* The row body toggles too (spec §2 "a click toggles a row"); the checkbox is its keyboard control. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the checkbox is the keyboard control */}
        <div className="flex min-w-0 flex-1 cursor-pointer gap-3" onClick={() => onToggle(profile.id)}>
          <Avatar username={profile.username} url={profile.profile_pic_url} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-medium text-slate-900">@{profile.username}</span>
              {profile.is_verified ? (
                <span className={`${BADGE} bg-sky-100 text-sky-700`}>Verified</span>
              ) : null}
              {profile.is_business_account || profile.is_business ? (
                <span className={`${BADGE} bg-amber-100 text-amber-800`}>Business</span>
              ) : null}
              {profile.is_private ? (
                <span className={`${BADGE} bg-slate-100 text-slate-600`}>Private</span>
              ) : null}
              {profile.contacted ? (
                <span className={`${BADGE} bg-violet-100 text-violet-700`}>Contacted</span>
              ) : null}
            </div>
            <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
              <span className="truncate">{name}</span>
              <span>
                <span className="tabular-nums">{followers}</span> followers
              </span>
              <span className="truncate">{displayListName(profile.search_list.name ?? '')}</span>
            </div>
            {profile.biography ? (
              <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-700">{profile.biography}</p>
            ) : null}
          </div>
        </div>
        {selected ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={messageId}
            aria-label={`Message for @${profile.username}`}
            onClick={() => setOpen((was) => !was)}
            className={`h-8 shrink-0 self-start rounded-md px-2 text-xs font-medium ${message.trim() ? 'bg-emerald-100 text-emerald-800' : 'text-brand-700 hover:bg-brand-100'}`}
          >
            {message.trim() ? 'Message ✓' : 'Message'}
          </button>
        ) : null}
      </div>
      {selected && open ? (
        <div id={messageId} className="px-3 pb-3 sm:pr-4 sm:pl-11">
          <textarea
            aria-label={`Personalised message for @${profile.username}`}
            rows={3}
            value={message}
            placeholder={
              template.trim()
                ? renderTemplate(template, profile)
                : 'Write a message, or leave blank to use the template'
            }
            onChange={(event) => onMessage(profile.id, event.target.value)}
            className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <p className="text-xs text-slate-500">Blank uses the template.</p>
        </div>
      ) : null}
    </li>
  );
});
