import { useEffect, useState } from 'react';
import {
  dismissExtension,
  extensionDismissed,
  markWelcomeSeen,
  shouldWelcome,
  storeWelcomeFlag,
  welcomeSeenThisSignIn,
} from './onboarding-storage';

/** spec §2, §9: the welcome modal opens 500 ms after sign-in. */
export const WELCOME_DELAY_MS = 500;

/**
 * Which onboarding modal is open: at most one per sign-in, unless asked for. The welcome (500 ms
 * after arriving, unless its flag is stored or it was shown this session); after a sign-in with
 * no welcome, the extension install steps for a user without the extension who has not closed
 * them before (`userId`'s dismissal); and the steps whenever `requested` (the header's button).
 */
export function useOnboarding({
  userId,
  hasExtension,
  requested,
}: {
  userId: string | undefined;
  hasExtension: boolean;
  requested: boolean;
}) {
  const [welcome, setWelcome] = useState<'waiting' | 'open' | 'done'>(() =>
    shouldWelcome() ? 'waiting' : 'done',
  );
  // this sign-in has its modal already: the welcome, now or on an earlier visit to the dashboard
  const [welcomedThisSignIn] = useState(() => welcome === 'waiting' || welcomeSeenThisSignIn());
  const [dismissed, setDismissed] = useState(() => extensionDismissed(userId));
  useEffect(() => setDismissed(extensionDismissed(userId)), [userId]);
  useEffect(() => {
    if (welcome !== 'waiting') return;
    const timer = setTimeout(() => {
      markWelcomeSeen();
      setWelcome('open');
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  const offered = !welcomedThisSignIn && !hasExtension && !dismissed;
  return {
    welcomeOpen: welcome === 'open',
    // never on top of the welcome modal
    extensionOpen: welcome === 'done' && (requested || offered),
    closeWelcome: (dontShowAgain: boolean) => {
      if (dontShowAgain) storeWelcomeFlag();
      setWelcome('done');
    },
    closeExtension: () => {
      dismissExtension(userId);
      setDismissed(true);
    },
  };
}
