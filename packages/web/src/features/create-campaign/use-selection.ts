import { useCallback, useState } from 'react';

/**
 * The create screen's selection and its per-profile messages, both local until the campaign is
 * created (a blank message means "use the template"). The selection survives filter changes.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [messages, setMessages] = useState<Readonly<Record<string, string>>>({});

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const add = useCallback((ids: readonly string[]) => {
    setSelected((current) => new Set([...current, ...ids]));
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const setMessage = useCallback((id: string, text: string) => {
    setMessages((current) => ({ ...current, [id]: text }));
  }, []);
  const setMany = useCallback((written: Readonly<Record<string, string>>) => {
    setMessages((current) => ({ ...current, ...written }));
  }, []);

  return { selected, toggle, add, clear, messages, setMessage, setMany };
}

/** The non-blank messages of the selected profiles (PUT /api/campaigns/:id/messages). */
export function messagesToSave(
  selected: ReadonlySet<string>,
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of selected) {
    const text = messages[id]?.trim();
    if (text) out[id] = text;
  }
  return out;
}
