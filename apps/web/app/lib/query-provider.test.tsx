import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClientHolderContext, type QueryClientHolder } from './query-holder';
import { QueryProvider } from './query-provider';

function Probe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return null;
}

describe('QueryProvider', () => {
  it('gives every part under one holder the same client', () => {
    const holder: QueryClientHolder = {};
    const seen: unknown[] = [];
    render(
      <QueryClientHolderContext value={holder}>
        <QueryProvider>
          <Probe seen={seen} />
        </QueryProvider>
        <QueryProvider>
          <Probe seen={seen} />
        </QueryProvider>
      </QueryClientHolderContext>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(holder.client).toBeDefined();
    for (const client of seen) expect(client).toBe(holder.client);
  });

  it('gives parts under different holders different clients', () => {
    const seen: unknown[] = [];
    for (const holder of [{}, {}])
      render(
        <QueryClientHolderContext value={holder}>
          <QueryProvider>
            <Probe seen={seen} />
          </QueryProvider>
        </QueryClientHolderContext>,
      );
    expect(seen[0]).not.toBe(seen[seen.length - 1]);
  });
});
