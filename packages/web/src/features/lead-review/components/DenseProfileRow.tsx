import { firstDirection, type LeadReviewSort, type LeadReviewSortKey } from '@leadgen/core/domain';
import { memo } from 'react';
import { Avatar } from '../../../components/Avatar';
import { countText, exactText, followingOf, hasMessage, isBusiness } from '../profile-counts';
import { MessageEditor } from './MessageEditor';
import { ExpandMessageButton, type ProfileRowProps, RowCheckbox } from './row-checkbox';

/** A collapsed dense row's fixed height in px (see ProfileRow's ROW_HEIGHT_PX). */
export const DENSE_ROW_HEIGHT_PX = 40;

/**
 * The dense table's columns, shared by its header and its rows: select, profile, name, the three
 * counts, the bio and the message button. Narrow screens drop the name, following, posts and bio.
 */
export const DENSE_COLUMNS =
  'grid grid-cols-[1rem_minmax(0,1fr)_4rem_2.25rem] items-center gap-x-3 sm:grid-cols-[1rem_minmax(0,12rem)_minmax(0,1fr)_5.5rem_5.5rem_4rem_2.25rem] lg:grid-cols-[1rem_13rem_10rem_5.5rem_5.5rem_4rem_minmax(0,1fr)_2.25rem]';
const FROM_SM = 'hidden sm:block';
const FROM_LG = 'hidden lg:block';

function Count({ value, what, className = '' }: { value: number | null; what: string; className?: string }) {
  return (
    <span title={`${exactText(value)} ${what}`} className={`text-right tabular-nums ${className}`}>
      {countText(value)}
      <span className="sr-only"> {what}</span>
    </span>
  );
}

/** The order a click on a column title asks for: the other direction of the column sorted now, else the column's first. */
export function nextSort(current: LeadReviewSort | undefined, by: LeadReviewSortKey): LeadReviewSort {
  if (current?.by === by) return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by, direction: firstDirection(by) };
}

function SortTitle({
  title,
  by,
  sort,
  onSort,
  className = '',
}: {
  title: string;
  by: LeadReviewSortKey;
  sort?: LeadReviewSort;
  onSort?: (sort: LeadReviewSort) => void;
  className?: string;
}) {
  const active = sort?.by === by;
  const direction = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const numeric = firstDirection(by) === 'desc';
  return (
    <th scope="col" aria-sort={direction} className={`font-semibold ${className}`}>
      <button
        type="button"
        onClick={() => onSort?.(nextSort(sort, by))}
        className={`inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 ${numeric ? 'flex-row-reverse' : ''} ${active ? 'text-slate-900' : ''}`}
      >
        {title}
        <span aria-hidden="true" className={`w-2 ${active ? '' : 'opacity-0'}`}>
          {active && sort.direction === 'asc' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );
}

/**
 * The dense table's column titles: a click on Profile, Name or a count sorts the table by it
 * (again: the other way), `aria-sort` saying which sorts it now. The rows' cells name themselves
 * for screen readers.
 */
export function DenseHeader({
  sort,
  onSort,
}: {
  sort?: LeadReviewSort;
  onSort?: (sort: LeadReviewSort) => void;
}) {
  const titles = { sort, onSort };
  return (
    <table aria-label="Profile columns" className="block">
      <thead className="block">
        <tr
          className={`${DENSE_COLUMNS} rounded-t-2xl border border-b-0 border-slate-200 bg-slate-100 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 sm:px-4`}
        >
          <th scope="col" className="font-semibold">
            <span className="sr-only">Select</span>
          </th>
          <SortTitle title="Profile" by="username" {...titles} />
          <SortTitle title="Name" by="name" className={FROM_SM} {...titles} />
          <SortTitle title="Followers" by="followers" className="text-right" {...titles} />
          <SortTitle title="Following" by="following" className={`text-right ${FROM_SM}`} {...titles} />
          <SortTitle title="Posts" by="posts" className={`text-right ${FROM_SM}`} {...titles} />
          <th scope="col" className={`font-semibold ${FROM_LG}`}>
            Bio
          </th>
          <th scope="col" className="font-semibold">
            <span className="sr-only">Message</span>
          </th>
        </tr>
      </thead>
    </table>
  );
}

/**
 * One profile of the dense table: a 40 px line with the same selection (a click toggles the row,
 * the checkbox drags) and the same per-profile message editor as the cards (ProfileRow).
 */
export const DenseProfileRow = memo(function DenseProfileRow({
  listId,
  profile,
  selected,
  expanded,
  onToggle,
  onExpand,
  onCheckboxPointerDown,
}: ProfileRowProps) {
  const marks = [
    profile.is_verified ? 'Verified' : null,
    isBusiness(profile) ? 'Business' : null,
    profile.is_private ? 'Private' : null,
    hasMessage(profile) ? 'Has a message' : null,
  ].filter((mark): mark is string => mark !== null);
  return (
    <div
      className={`border-b border-slate-100 px-3 sm:px-4 ${selected ? 'bg-brand-50' : 'bg-white hover:bg-slate-50'}`}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the checkbox is the keyboard control */}
      <div
        className={`${DENSE_COLUMNS} h-[39px] cursor-pointer overflow-hidden text-sm`}
        onClick={() => onToggle(profile.id)}
      >
        <RowCheckbox
          profile={profile}
          selected={selected}
          onToggle={onToggle}
          onCheckboxPointerDown={onCheckboxPointerDown}
          className=""
        />
        <span className="flex min-w-0 items-center gap-2">
          <Avatar username={profile.username} url={profile.profile_pic_url} size="xs" />
          <span className="truncate font-medium text-slate-900">@{profile.username}</span>
          {profile.is_new ? (
            <span className="shrink-0 rounded bg-fuchsia-100 px-1 text-xs font-medium text-fuchsia-800">
              New
            </span>
          ) : null}
          {marks.length > 0 ? (
            <span className="shrink-0 text-xs text-slate-500" title={marks.join(', ')}>
              <span aria-hidden="true">
                {profile.is_verified ? '✓' : ''}
                {hasMessage(profile) ? '✉' : ''}
                {isBusiness(profile) || profile.is_private ? '•' : ''}
              </span>
              <span className="sr-only">{marks.join(', ')}</span>
            </span>
          ) : null}
        </span>
        <span
          className={`truncate ${FROM_SM} ${profile.full_name ? 'text-slate-700' : 'italic text-slate-500'}`}
        >
          {profile.full_name || 'No name'}
        </span>
        <Count value={profile.followers_count} what="followers" className="text-slate-800" />
        <Count value={followingOf(profile)} what="following" className={`text-slate-600 ${FROM_SM}`} />
        <Count value={profile.posts_count} what="posts" className={`text-slate-600 ${FROM_SM}`} />
        <span className={`truncate text-xs text-slate-600 ${FROM_LG}`} title={profile.biography ?? undefined}>
          {profile.biography ?? ''}
        </span>
        <ExpandMessageButton
          profile={profile}
          expanded={expanded}
          onExpand={onExpand}
          className="h-7 w-9 rounded-md border border-slate-200 text-xs text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">{expanded ? '✕' : '✎'}</span>
        </ExpandMessageButton>
      </div>
      {expanded ? (
        <div className="pb-3 pt-1 sm:pl-7">
          <MessageEditor listId={listId} profile={profile} />
        </div>
      ) : null}
    </div>
  );
});
