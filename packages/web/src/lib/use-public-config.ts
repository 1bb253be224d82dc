import { useQuery } from '@tanstack/react-query';
import { api, read } from './api';

export interface PublicConfig {
  landingVideoUrl: string | null;
  welcomeVideoUrl: string | null;
  tutorialVideoUrls: (string | null)[];
  extensionUrl: string | null;
}

/** The server's public web settings (GET /api/config): video URLs and the extension link. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: async () => (await read<{ web: PublicConfig }>(api.config.$get())).web,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
