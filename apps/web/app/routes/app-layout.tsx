import { QueryClientProvider } from '@tanstack/react-query';
import { Monitor, VolumeX } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '~/components/layout/app-shell';
import { IconButton } from '~/components/ui/icon-button';
import { createQueryClient } from '~/lib/query-client';
import { SessionIndicator } from '~/features/pomodoro/components/session-indicator';
import { useTimerEngine } from '~/features/pomodoro/hooks/use-timer-engine';
import { useSoundEngine } from '~/features/sounds/hooks/use-sound-engine';

// The two header menus use Radix (~30 KB gzip together). They load in parallel with the first
// render instead of blocking it; a disabled look-alike button holds their place meanwhile.
const SoundPlayer = lazy(() =>
  import('~/features/sounds/components/sound-player').then((m) => ({ default: m.SoundPlayer })),
);
const ThemeMenu = lazy(() =>
  import('~/features/theme/components/theme-menu').then((m) => ({ default: m.ThemeMenu })),
);

// /app/* only: React Query stays out of the public pages.
export default function AppLayout() {
  const [queryClient] = useState(createQueryClient);
  // One timer loop and one audio engine for every /app route (header, dashboard, tools).
  useTimerEngine();
  useSoundEngine();
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        sessionIndicator={<SessionIndicator />}
        soundPlayer={
          <Suspense
            fallback={
              <IconButton label="Ambient sounds" disabled>
                <VolumeX className="size-5" aria-hidden />
              </IconButton>
            }
          >
            <SoundPlayer />
          </Suspense>
        }
        themeToggle={
          <Suspense
            fallback={
              <IconButton label="Theme" disabled>
                <Monitor className="size-5" aria-hidden />
              </IconButton>
            }
          >
            <ThemeMenu />
          </Suspense>
        }
      >
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  );
}
