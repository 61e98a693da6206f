import { SHORTCUTS } from '../model/shortcuts';

const kbd = 'rounded-md border border-line bg-subtle px-1.5 py-0.5 font-mono text-xs text-ink';

/** The keyboard shortcuts, always visible (spec: shown on screen). */
export function ShortcutsHelp() {
  return (
    <section aria-labelledby="fixation-shortcuts" className="text-sm text-muted">
      <h2 id="fixation-shortcuts" className="font-medium text-ink">
        Keyboard shortcuts
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {SHORTCUTS.map(({ keys, action }) => (
          <li key={action} className="flex items-center gap-1.5">
            {keys.map((k) => (
              <kbd key={k} className={kbd}>
                {k}
              </kbd>
            ))}
            <span>{action}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">Letter shortcuts work when you are not typing in a field.</p>
    </section>
  );
}
