import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card the account screens share. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <Link to="/" className="mb-6 text-2xl font-bold tracking-tight text-brand-600">
        Leadgen
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-xl font-semibold">{title}</h1>
        {children}
      </div>
      {footer ? <div className="mt-4 text-sm text-slate-600">{footer}</div> : null}
    </main>
  );
}
