import { useCallback, useMemo, useState } from 'react';

/** The selected profile ids of the lead review screen: toggle one, set many, replace, clear. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const setMany = useCallback(
    (ids: readonly string[], select: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (select) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const replace = useCallback((ids: Iterable<string>) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({ selected, toggle, setMany, replace, clear }),
    [selected, toggle, setMany, replace, clear],
  );
}
