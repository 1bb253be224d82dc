import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
  progress: boolean;
}

/**
 * Shows a toast for `durationMs`: 3 s unless told (spec §9: 4 s on the dashboard and the
 * campaigns list). A `progress` toast ('Creating campaign...') goes as soon as the next toast
 * shows, so the outcome is not read under the work that led to it.
 */
export type ShowToast = (
  text: string,
  options?: { tone?: Tone; durationMs?: number; progress?: boolean },
) => void;

const ToastContext = createContext<ShowToast>(() => {});

const TONES: Record<Tone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-slate-200 bg-white text-slate-800',
};

/**
 * Toasts, stacked at the bottom right above the selection bar when it shows (its
 * SELECTION_BAR_SPACE), read out politely. On small screens they sit near the top, below where a
 * sticky header ends (its buttons stay reachable), as dialogs and the selection bar rise from the
 * bottom there.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  // The toasts' hide timers, cleared when the provider goes: none fires after it.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const show = useCallback<ShowToast>(
    (text, { tone = 'success', durationMs = 3000, progress = false } = {}) => {
      const id = next.current++;
      setToasts((all) => [...all.filter((toast) => !toast.progress), { id, tone, text, progress }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((all) => all.filter((toast) => toast.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4 sm:top-auto sm:bottom-[calc(1rem+var(--selection-bar-space,0px))] sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg ${TONES[toast.tone]}`}
          >
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): ShowToast => useContext(ToastContext);
