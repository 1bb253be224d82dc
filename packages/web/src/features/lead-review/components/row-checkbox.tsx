import type { PointerEvent, ReactNode } from 'react';
import type { LeadProfile } from '../lead-profile';

/** What a lead review row (card or dense line) takes: its profile, its state and the list's handlers. */
export interface ProfileRowProps {
  listId: string;
  profile: LeadProfile;
  selected: boolean;
  expanded: boolean;
  onToggle: (id: string) => void;
  onExpand: (id: string) => void;
  onCheckboxPointerDown: (id: string, event: PointerEvent) => void;
}

/**
 * A row's selection checkbox: a press starts a drag selection (`onCheckboxPointerDown`), and a
 * keyboard "click" (Space) toggles it; a mouse click is the row's own, which toggles it too.
 */
export function RowCheckbox({
  profile,
  selected,
  onToggle,
  onCheckboxPointerDown,
  className,
}: Pick<ProfileRowProps, 'profile' | 'selected' | 'onToggle' | 'onCheckboxPointerDown'> & {
  className: string;
}) {
  return (
    <input
      type="checkbox"
      checked={selected}
      readOnly
      aria-label={`Select @${profile.username}`}
      onPointerDown={(event) => onCheckboxPointerDown(profile.id, event)}
      onClick={(event) => {
        // the row's click toggles; a keyboard "click" (Space) reaches here only
        event.stopPropagation();
        onToggle(profile.id);
      }}
      className={`h-4 w-4 cursor-pointer touch-none accent-brand-600 ${className}`}
    />
  );
}

/** A row's button that opens or closes its message editor (a click on it does not toggle the row). */
export function ExpandMessageButton({
  profile,
  expanded,
  onExpand,
  className,
  children,
}: Pick<ProfileRowProps, 'profile' | 'expanded' | 'onExpand'> & { className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Close' : 'Edit'} message for @${profile.username}`}
      onClick={(event) => {
        event.stopPropagation();
        onExpand(profile.id);
      }}
      className={className}
    >
      {children}
    </button>
  );
}
