import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { useScrolled } from '../use-scrolled';

/** One thing Download CSV can export: its label ('Selected rows (12)') and what it does. */
export interface DownloadChoice {
  label: string;
  download: () => void;
}

/**
 * Download CSV: with one choice (the whole list) a button that downloads it; with more (a
 * selection, filters) a button opening a menu of them. The menu closes on a choice, Escape or a
 * click elsewhere.
 */
function DownloadMenu({
  choices,
  downloading,
}: {
  choices: readonly DownloadChoice[];
  downloading: boolean;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const several = choices.length > 1;
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  // a choice that went away (the selection was cleared) leaves a plain button
  useEffect(() => {
    if (!several) setOpen(false);
  }, [several]);
  return (
    <div ref={root} className="relative shrink-0">
      <Button
        variant="secondary"
        onClick={() => (several ? setOpen((shown) => !shown) : choices[0]?.download())}
        disabled={downloading}
        aria-haspopup={several ? 'menu' : undefined}
        aria-expanded={several ? open : undefined}
        className="px-3"
      >
        {downloading ? 'Downloading...' : 'Download CSV'}
        {several ? <span aria-hidden="true"> ▾</span> : null}
      </Button>
      {open && several ? (
        <div
          role="menu"
          aria-label="Download CSV"
          className="absolute right-0 z-40 mt-1 flex min-w-52 flex-col rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                choice.download();
              }}
              className="px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The sticky header (spec §2): back to the dashboard's lists, the list's name, Download CSV
 * (of the selected rows, the filtered rows or the whole list: `downloads`).
 * It stays opaque, so nothing scrolled under it shows through, and dims (a border and shadow
 * set it off the content) once the page has scrolled 10 px.
 */
export function LeadReviewHeader({
  name,
  downloads,
  downloading,
}: {
  name: string;
  downloads: readonly DownloadChoice[];
  downloading: boolean;
}) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-30 border-b transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-slate-50'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/dashboard?tab=lists"
          aria-label="Back to dashboard"
          className="-ml-2 rounded-lg px-2 py-1.5 text-lg leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          ←
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 sm:text-xl">{name}</h1>
        <DownloadMenu choices={downloads} downloading={downloading} />
      </div>
    </header>
  );
}
