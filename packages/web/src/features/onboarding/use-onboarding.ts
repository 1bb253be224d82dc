import { useEffect, useState } from 'react';
import {
  dismissExtension,
  extensionDismissed,
  markWelcomeSeen,
  shouldWelcome,
  storeWelcomeFlag,
} from './onboarding-storage';

/** spec §2, §9: the welcome modal opens 500 ms after sign-in. */
export const WELCOME_DELAY_MS = 500;

/**
 * Which onboarding modal is open, one at a time: the welcome (500 ms after arriving, unless its
 * flag is stored or it was shown this session), then the extension install steps when the user
 * has no extension (until dismissed this session) or asked for them.
 */
export function useOnboarding({ hasExtension, requested }: { hasExtension: boolean; requested: boolean }) {
  const [welcome, setWelcome] = useState<'waiting' | 'open' | 'done'>(() =>
    shouldWelcome() ? 'waiting' : 'done',
  );
  const [dismissed, setDismissed] = useState(extensionDismissed);
  useEffect(() => {
    if (welcome !== 'waiting') return;
    const timer = setTimeout(() => {
      markWelcomeSeen();
      setWelcome('open');
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  return {
    welcomeOpen: welcome === 'open',
    // never on top of the welcome modal
    extensionOpen: welcome === 'done' && (requested || (!hasExtension && !dismissed)),
    closeWelcome: (dontShowAgain: boolean) => {
      if (dontShowAgain) storeWelcomeFlag();
      setWelcome('done');
    },
    closeExtension: () => {
      dismissExtension();
      setDismissed(true);
    },
  };
}
