import { usePublicConfig } from '../../lib/use-public-config';
import { useSession } from '../../lib/use-session';
import { ExtensionModal } from './ExtensionModal';
import { useExtensionInstalled } from './use-extension-installed';
import { useOnboarding } from './use-onboarding';
import { WelcomeModal } from './WelcomeModal';

/**
 * The dashboard's onboarding (spec §2), one modal per sign-in: the welcome, or else the
 * extension install steps for a user without the extension who has not closed them; and the
 * steps whenever `extensionRequested` (the header's extension button). Complete records the
 * extension on the user.
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
  const installed = useExtensionInstalled();
  const onboarding = useOnboarding({
    userId: user?.id,
    hasExtension: user?.has_extension ?? false,
    requested: extensionRequested,
  });
  const closeExtension = () => {
    onboarding.closeExtension();
    onExtensionClosed();
  };
  return (
    <>
      {onboarding.welcomeOpen ? (
        <WelcomeModal videoUrl={config.data?.welcome_video_url} onClose={onboarding.closeWelcome} />
      ) : null}
      {onboarding.extensionOpen ? (
        <ExtensionModal
          extensionUrl={config.data?.extension_url}
          onClose={closeExtension}
          onComplete={() => {
            if (user && !user.has_extension) installed.mutate();
            closeExtension();
          }}
        />
      ) : null}
    </>
  );
}
