import { useId } from 'react';
import { useCsvImport } from '../use-csv-import';

/**
 * CSV upload of usernames (spec §2, §5 Custom list): a .csv file of at most 1 MB, one username
 * per line or in a Username column; its usernames replace the list. The spec's messages show
 * below it.
 */
export function CsvImport({ onImported }: { onImported: (usernames: string[]) => void }) {
  const id = useId();
  const { message, note, importFile } = useCsvImport(onImported);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">Import from CSV</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-50"
        >
          Upload CSV file
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so picking the same file again reads it again.
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          .csv up to 1 MB; one username per line, or a Username column. Replaces the list below.
        </span>
      </div>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-3 py-2 text-sm ${message.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {message.text}
        </p>
      ) : null}
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}
