import { OUTREACH_STATUSES } from '@leadgen/core/domain';
import { useId } from 'react';

/** Shows a campaign's leads in one outreach status ('' for any), for the view and edit screens. */
export function OutreachStatusSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (status: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Outreach
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">Any</option>
        {OUTREACH_STATUSES.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </div>
  );
}
