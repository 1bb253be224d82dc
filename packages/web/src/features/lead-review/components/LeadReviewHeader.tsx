import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { useScrolled } from '../use-scrolled';

/**
 * The sticky header (spec §2): back to the dashboard's lists, the list's name, Download CSV.
 * It stays opaque, so nothing scrolled under it shows through, and dims (a border and shadow
 * set it off the content) once the page has scrolled 10 px.
 */
export function LeadReviewHeader({
  name,
  onDownload,
  downloading,
}: {
  name: string;
  onDownload: () => void;
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
        <Button variant="secondary" onClick={onDownload} disabled={downloading} className="shrink-0 px-3">
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
      </div>
    </header>
  );
}
