import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiAnswer } from '../api/failure';
import { queryClient } from './queryClient';
import { answerOfError, dataOrThrow } from './apiQuery';

export interface ApiMutation<V, T> {
  /** Sends the call; resolves to the server's answer, a failure included (never throws). */
  run(variables: V): Promise<ApiAnswer<T>>;
  /** The call is on its way: its button shows progress and waits. */
  busy: boolean;
  /** What the running (or last) call was sent with, to tell which button is busy. */
  variables: V | undefined;
}

/**
 * A change made through the cache. Once it is answered, every cached read is marked stale and
 * the ones on screen refetch (counts, lists, the order), so no screen needs to know which reads
 * a change touches. A refusal refetches too: someone else's change (a stale version, an order
 * taken by another member) is why it was refused. The caller shows the answer's message.
 */
export function useApiMutation<V, T>(
  call: (variables: V) => Promise<ApiAnswer<T>>,
): ApiMutation<V, T> {
  const mutation = useMutation(
    {
      mutationFn: async (variables: V) => {
        const answer = await call(variables);
        dataOrThrow(answer);
        return answer;
      },
      onSettled: () => void queryClient.invalidateQueries(),
    },
    queryClient,
  );
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: V) => mutateAsync(variables).catch(answerOfError),
    [mutateAsync],
  );
  return { run, busy: mutation.isPending, variables: mutation.variables };
}
