import { QueryClientProvider } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '~/components/layout/app-shell';
import { DeferredMenuButton } from '~/components/ui/deferred-menu-button';
import { createQueryClient } from '~/lib/query-client';
import { AccountLink } from '~/features/auth/components/account-link';
import { SessionBar, SessionIndicator } from '~/features/pomodoro/components/session-indicator';
import { useTimerEngine } from '~/features/pomodoro/hooks/use-timer-engine';
import { useActiveSession } from '~/features/pomodoro/hooks/use-session';
import { SoundPlayer } from '~/features/sounds/components/sound-player';
import { useFocusPhaseSound } from '~/features/sounds/hooks/use-focus-phase-sound';
import { useSoundEngine } from '~/features/sounds/hooks/use-sound-engine';
import { ConnectionNotices } from '~/features/offline/components/connection-notices';
import { useServiceWorker } from '~/features/offline/hooks/use-service-worker';

// The theme menu uses Radix (~20 KB brotli with its dependencies). It loads when the visitor
// reaches for it (docs/decisions/008 and 055), so it never competes with the screen's first load;
// a look-alike button stands in until then. The sound player is the browser's own popover, small
// enough to come with the layout: it is what a first tap in the header opens.
const loadThemeMenu = () =>
  import('~/features/theme/components/theme-menu').then((m) => m.ThemeMenu);

/**
 * The timer's "play sounds during focus" setting: sound follows running focus phases. A leaf of
 * its own, so a change of the timer's state re-renders this and not the whole app below the
 * layout (a store update is a synchronous render).
 */
function FocusPhaseSound() {
  const session = useActiveSession();
  useFocusPhaseSound(session?.mode === 'work' && session.isRunning);
  return null;
}

// /app/* only: React Query stays out of the public pages.
export default function AppLayout() {
  const [queryClient] = useState(createQueryClient);
  // One timer loop and one audio engine for every /app route (header, dashboard, tools).
  useTimerEngine();
  useSoundEngine();
  // Offline support and updates (docs/decisions/021-service-worker.md).
  useServiceWorker();
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        sessionIndicator={<SessionIndicator />}
        sessionBar={<SessionBar />}
        accountLink={<AccountLink />}
        soundPlayer={<SoundPlayer />}
        themeToggle={
          <DeferredMenuButton
            load={loadThemeMenu}
            label="Theme"
            icon={<Monitor className="size-5" aria-hidden />}
          />
        }
      >
        <Outlet />
      </AppShell>
      <ConnectionNotices />
      <FocusPhaseSound />
    </QueryClientProvider>
  );
}
