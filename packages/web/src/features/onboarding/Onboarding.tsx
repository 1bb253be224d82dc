import { usePublicConfig } from '../../lib/use-public-config';
import { useSession } from '../../lib/use-session';
import { ExtensionModal } from './ExtensionModal';
import { useOnboarding } from './use-onboarding';
import { WelcomeModal } from './WelcomeModal';

/**
 * The dashboard's onboarding (spec §2): the welcome modal, then the extension install steps for
 * a user without the extension, or when `extensionRequested` (the header's extension button).
 */
export function Onboarding({
  extensionRequested,
  onExtensionClosed,
}: {
  extensionRequested: boolean;
  onExtensionClosed: () => void;
}) {
  const { data: user } = useSession();
  const config = usePublicConfig();
  const onboarding = useOnboarding({
    hasExtension: user?.has_extension ?? false,
    requested: extensionRequested,
  });
  return (
    <>
      {onboarding.welcomeOpen ? (
        <WelcomeModal videoUrl={config.data?.welcomeVideoUrl} onClose={onboarding.closeWelcome} />
      ) : null}
      {onboarding.extensionOpen ? (
        <ExtensionModal
          extensionUrl={config.data?.extensionUrl}
          onClose={() => {
            onboarding.closeExtension();
            onExtensionClosed();
          }}
        />
      ) : null}
    </>
  );
}
