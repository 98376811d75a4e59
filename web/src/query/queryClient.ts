import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client of the page: the shell, every remote and the customer site read
 * and change data through its cache (this module is a shared singleton, so a remote's query
 * is the shell's). The hooks are handed it directly rather than through a provider, so a
 * remote's screen works the same inside the shell, standalone and in a test. Calls resolve
 * to the server's envelope rather than throw, and a failed one is shown with its message at
 * once, so nothing is retried behind the user's back. Staff pages refetch on the
 * live-updates stream (./liveInvalidation), not on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
