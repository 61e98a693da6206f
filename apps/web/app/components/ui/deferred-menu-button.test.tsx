import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenuButton } from './deferred-menu-button';

function FakeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return <div role="menu" aria-label={defaultOpen ? 'open menu' : 'closed menu'} />;
}

describe('DeferredMenuButton', () => {
  it('loads the menu when idle after the page has loaded, closed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => FakeMenu);
    render(<DeferredMenuButton load={load} label="Theme" icon={null} />);
    expect(screen.getByRole('button', { name: 'Theme' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('menu', { name: 'closed menu' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('loads the menu at once when a pointer comes over it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => FakeMenu);
    render(<DeferredMenuButton load={load} label="Theme" icon={null} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Theme' }));
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByRole('menu', { name: 'closed menu' })).toBeTruthy();
  });

  it('opens the menu once loaded when the stand-in was pressed', async () => {
    const load = vi.fn(async () => FakeMenu);
    render(<DeferredMenuButton load={load} label="Sounds" icon={null} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sounds' }));
    });
    expect(await screen.findByRole('menu', { name: 'open menu' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
