import { Link } from 'react-router';

/** The public pages' header: the name, and links to pricing and sign-in (spec §2 /landing). */
export function PublicHeader() {
  return (
    <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
      <Link to="/" className="text-xl font-bold tracking-tight text-brand-600">
        Leadgen
      </Link>
      <nav className="flex items-center gap-4 text-sm font-medium">
        <Link to="/pricing" className="text-slate-700 hover:text-brand-600">
          Pricing
        </Link>
        <Link
          to="/login"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-white"
        >
          Log in
        </Link>
      </nav>
    </header>
  );
}
