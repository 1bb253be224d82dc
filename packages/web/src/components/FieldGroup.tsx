import type { ReactNode } from 'react';

/** A titled group of related controls (a fieldset whose legend names them). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{title}</legend>
      {children}
    </fieldset>
  );
}
