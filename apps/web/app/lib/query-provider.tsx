import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { QueryClientHolderContext, type QueryClientHolder } from './query-holder';

function clientOf(holder: QueryClientHolder | null): QueryClient {
  if (!holder) return createQueryClient();
  holder.client ??= createQueryClient();
  return holder.client;
}

/** React Query for what is below it, with the client of the nearest holder. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const holder = useContext(QueryClientHolderContext);
  const [client] = useState(() => clientOf(holder));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
