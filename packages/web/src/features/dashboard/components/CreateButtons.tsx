import { messages } from '@leadgen/core/domain';
import { useId } from 'react';
import { Link } from 'react-router';

const PRIMARY =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
const SECONDARY =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white';

/**
 * Create List, Add Custom List and Create Campaign (spec §2); Create Campaign is disabled with
 * the hint 'Please create a list first' while the user has no list.
 */
export function CreateButtons({ hasLists }: { hasLists: boolean | undefined }) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Link to="/new-campaign" className={PRIMARY}>
          Create List
        </Link>
        <Link to="/custom-campaign" className={SECONDARY}>
          Add Custom List
        </Link>
        {hasLists ? (
          <Link to="/create-campaign" className={SECONDARY}>
            Create Campaign
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-describedby={hasLists === false ? hintId : undefined}
            title={hasLists === false ? messages.createListFirst : undefined}
            className={SECONDARY}
          >
            Create Campaign
          </button>
        )}
      </div>
      {hasLists === false ? (
        <p id={hintId} className="text-xs text-slate-500 sm:text-right">
          {messages.createListFirst}
        </p>
      ) : null}
    </div>
  );
}
