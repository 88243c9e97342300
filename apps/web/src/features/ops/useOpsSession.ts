import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { opsApi } from './api/opsCalls.ts';
import { onSignedOut, opsToken, setOpsToken } from './api/opsClient.ts';

export const ME_KEY = ['ops', 'me'] as const;

/** Where a session at each stage belongs. */
export const STAGE_PATH = { enrol: '/ops/enrol', totp: '/ops/verify', active: '/ops' } as const;

/** The signed-in operator (null without a token); a lost session sends the console to sign-in. */
export function useOpsSession() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(
    () =>
      onSignedOut(() => {
        client.removeQueries({ queryKey: ['ops'] });
        void navigate('/ops/login', { replace: true });
      }),
    [client, navigate],
  );
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => (opsToken() ? opsApi.me() : null),
    retry: false,
    staleTime: 60_000,
  });
}

/** Keeps a token from a sign-in step and moves to the page of the session's next stage. */
export function useSignInStep() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (token: string) => {
    setOpsToken(token);
    const me = await opsApi.me();
    client.setQueryData(ME_KEY, me);
    await navigate(STAGE_PATH[me.stage], { replace: true });
  };
}
