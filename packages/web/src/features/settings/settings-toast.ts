/** Settings toasts last 3 s (spec §9: toasts 3 s, 4 s only on the dashboard and campaigns list). */
export const SETTINGS_TOAST_MS = 3000;
