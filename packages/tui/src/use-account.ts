import { getUser } from '@leadgen/core';
import type { User } from '@leadgen/core/domain';
import { useState } from 'react';
import { useApp } from './app-context.js';
import { usePoll } from './use-poll.js';

/** The acting user's row (credits balance and plan), kept live as purchases and runs change it. */
export function useAccount(): User {
  const { deps } = useApp();
  const [user, setUser] = useState<User>(deps.user);
  usePoll(async () => {
    const next = await getUser({ store: deps.store }, deps.user.id);
    setUser((current) =>
      current.updated_at === next.updated_at && current.credits === next.credits ? current : next,
    );
  });
  return user;
}
