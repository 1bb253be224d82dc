/** A centred spinner with an optional label (spec §2: 'Loading...' while the session resolves). */
export function Spinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" role="status">
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      {label ? <p className="text-sm text-slate-600">{label}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}
