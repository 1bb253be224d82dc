import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../components/toasts';
import { paymentReturn } from './payment-return';
import { SETTINGS_TOAST_MS } from './settings-toast';

/**
 * On return from the payment page: the toast for how it went, and the query cleared so a reload
 * doesn't say it again. (The screen reloads the user when it opens, so the balance and plan the
 * webhook changed show at once; the live stream keeps them current after.)
 */
export function usePaymentReturn(): void {
  const [search, setSearch] = useSearchParams();
  const toast = useToast();
  const handled = useRef(false);
  useEffect(() => {
    const outcome = paymentReturn(search);
    if (!outcome || handled.current) return;
    handled.current = true; // StrictMode runs effects twice in development
    toast(outcome.text, { tone: outcome.tone, durationMs: SETTINGS_TOAST_MS });
    setSearch({}, { replace: true });
  }, [search, setSearch, toast]);
}
