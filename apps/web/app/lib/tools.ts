import { BookOpen, Layers, ListChecks, Network, Timer, type LucideIcon } from 'lucide-react';

export interface ToolInfo {
  id: 'ai-planner' | 'pomodoro' | 'fixation-reader' | 'mind-maps' | 'flashcards';
  name: string;
  /** App route. */
  href: string;
  /** Public feature page. */
  featureHref: string;
  summary: string;
  icon: LucideIcon;
}

/** The five tools, in the order the header, dashboard and landing page show them. */
export const TOOLS: readonly ToolInfo[] = [
  {
    id: 'ai-planner',
    name: 'AI Planner',
    href: '/app/ai-planner',
    featureHref: '/features/ai-planner',
    summary: 'Turn a goal into a task list with durations and priorities.',
    icon: ListChecks,
  },
  {
    id: 'pomodoro',
    name: 'Focus Timer',
    href: '/app/pomodoro',
    featureHref: '/features/pomodoro',
    summary: 'Work and break cycles with ambient sounds to keep you on track.',
    icon: Timer,
  },
  {
    id: 'fixation-reader',
    name: 'Fixation Reader',
    href: '/app/fixation-reader',
    featureHref: '/features/fixation-reading',
    summary: 'Bold the start of each word to guide your eyes, with optional read-aloud.',
    icon: BookOpen,
  },
  {
    id: 'mind-maps',
    name: 'Mind Maps',
    href: '/app/mind-maps',
    featureHref: '/features/mind-maps',
    summary: 'Lay out ideas as an editable graph, and let AI suggest branches.',
    icon: Network,
  },
  {
    id: 'flashcards',
    name: 'Flashcards',
    href: '/app/flashcards',
    featureHref: '/features/flashcards',
    summary: 'Generate question-and-answer cards on any topic and test yourself.',
    icon: Layers,
  },
];
