import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the page's one QueryClient lives. The /app layout provides an empty holder without
 * loading React Query; every lazily loaded part that needs queries (the screen, the header's
 * account link) fills or reads the same holder, so they share one cache.
 */
export interface QueryClientHolder {
  client?: QueryClient;
}

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);
