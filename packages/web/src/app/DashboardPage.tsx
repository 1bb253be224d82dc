import { useState } from 'react';
import { Dashboard } from '../features/dashboard/components/Dashboard';
import { Onboarding } from '../features/onboarding/Onboarding';

/**
 * /dashboard (spec §2): the dashboard with the onboarding modals over it. Composed here because
 * features don't import each other (DESIGN.md §7): the header's extension button opens the
 * onboarding feature's install steps.
 */
export default function DashboardPage() {
  const [extensionRequested, setExtensionRequested] = useState(false);
  return (
    <>
      <Dashboard onInstallExtension={() => setExtensionRequested(true)} />
      <Onboarding
        extensionRequested={extensionRequested}
        onExtensionClosed={() => setExtensionRequested(false)}
      />
    </>
  );
}
