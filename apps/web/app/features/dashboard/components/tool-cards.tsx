import { ToolCard } from '~/components/ui/tool-card';
import { TOOLS } from '~/lib/tools';

/** The five tools as cards linking into the app. */
export function ToolCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TOOLS.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} to={tool.href} action="Open" size="compact" />
        </li>
      ))}
    </ul>
  );
}
