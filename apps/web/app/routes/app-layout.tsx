import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '~/components/layout/app-shell';
import { DeferredPart } from '~/components/layout/deferred-part';
import { DeferredMenuButton } from '~/components/ui/deferred-menu-button';
import { lazyWithQueries } from '~/lib/lazy-with-queries';
import { QueryClientHolderContext, type QueryClientHolder } from '~/lib/query-holder';
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

// React Query (~11 KB brotli) is not needed to answer a first tap in the header: the screen and
// the account link, the parts that read the API through it, load it after hydration with their
// own code (docs/decisions/062-first-tap-lighter-shell.md). Until then their prerendered
// HTML stays in place, inert. One element each for every render: an update reaching a boundary
// that has not hydrated would replace its HTML (docs/decisions/055-first-tap.md).
const Screen = lazyWithQueries(() => Promise.resolve(Outlet));
const AccountLink = lazyWithQueries(() =>
  import('~/features/auth/components/account-link').then((m) => m.AccountLink),
);
const screen = (
  <DeferredPart className="contents">
    <Screen />
  </DeferredPart>
);
const accountLink = (
  <DeferredPart className="contents">
    <AccountLink />
  </DeferredPart>
);

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

export default function AppLayout() {
  const [queries] = useState<QueryClientHolder>(() => ({}));
  // One timer loop and one audio engine for every /app route (header, dashboard, tools).
  useTimerEngine();
  useSoundEngine();
  // Offline support and updates (docs/decisions/021-service-worker.md).
  useServiceWorker();
  return (
    <QueryClientHolderContext value={queries}>
      <AppShell
        sessionIndicator={<SessionIndicator />}
        sessionBar={<SessionBar />}
        accountLink={accountLink}
        soundPlayer={<SoundPlayer />}
        themeToggle={
          <DeferredMenuButton
            load={loadThemeMenu}
            label="Theme"
            icon={<Monitor className="size-5" aria-hidden />}
          />
        }
      >
        {screen}
      </AppShell>
      <ConnectionNotices />
      <FocusPhaseSound />
    </QueryClientHolderContext>
  );
}
