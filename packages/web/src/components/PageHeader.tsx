import { Link } from 'react-router';

/** The signed-in pages' simple header: the name (home is the dashboard) and a few page links. */
export function PageHeader({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/dashboard" className="text-xl font-bold tracking-tight text-brand-600">
          Leadgen
        </Link>
        <nav className="flex items-center gap-4 text-sm font-medium">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="text-slate-700 hover:text-brand-600">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
