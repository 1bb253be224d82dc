import { messages } from '@leadgen/core/domain';
import { Confirm } from './Confirm.js';

/** "Discard changes? y/n" over a form that has text typed into it (`useDiscardGuard`). */
export function DiscardPrompt({
  guard,
}: {
  guard: { asking: boolean; discard: () => void; keep: () => void };
}) {
  if (!guard.asking) return null;
  return <Confirm question={messages.discardChanges} onYes={guard.discard} onNo={guard.keep} hint={false} />;
}
