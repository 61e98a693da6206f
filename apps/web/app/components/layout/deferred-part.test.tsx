import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredPart } from './deferred-part';

describe('DeferredPart', () => {
  it('is inert and marked hydrating until its lazy content has mounted', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const Part = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = resolve;
        }),
    );
    const { container } = render(
      <DeferredPart fallback={<p>Loading</p>}>
        <Part />
      </DeferredPart>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(wrapper.inert).toBe(true);
    expect(wrapper.getAttribute('aria-disabled')).toBe('true');
    expect(wrapper.hasAttribute('data-hydrating')).toBe(true);

    await act(async () => arrive({ default: () => <button type="button">Ready</button> }));
    expect(screen.getByRole('button', { name: 'Ready' })).toBeTruthy();
    expect(wrapper.inert).toBe(false);
    expect(wrapper.hasAttribute('aria-disabled')).toBe(false);
    expect(wrapper.hasAttribute('data-hydrating')).toBe(false);
  });
});
