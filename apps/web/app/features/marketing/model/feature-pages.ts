import type { FeatureSlug } from '~/lib/site-map';

export interface FeaturePage {
  slug: FeatureSlug;
  title: string;
  tagline: string;
  description: string;
  highlights: { title: string; body: string }[];
  /** An honest limit or caveat shown on the page. */
  note: string;
  cta: { label: string; href: string };
}

export const FEATURE_PAGES: Record<FeatureSlug, FeaturePage> = {
  'ai-planner': {
    slug: 'ai-planner',
    title: 'AI Planner',
    tagline: 'From a goal to a task list you can start on.',
    description:
      'Describe what you want to achieve and the AI Planner drafts a task list with estimated durations, priorities and optional subtasks.',
    highlights: [
      {
        title: 'Plain-language goals',
        body: 'Write the goal the way you would explain it to a colleague.',
      },
      {
        title: 'Durations and priorities',
        body: 'Each task gets a rough time estimate and a priority, so you know where to start.',
      },
      {
        title: 'Subtasks when useful',
        body: 'Larger tasks are broken into smaller steps you can tick off.',
      },
      {
        title: 'A sample to explore',
        body: 'Not sure what to ask? Load a sample plan and see the format first.',
      },
    ],
    note: 'By default plans come from the built-in offline assistant, which drafts one in well under a second (about 0.1 ms per plan at the 95th percentile on our 2-core test server). A site can connect a language model instead, which can take up to a minute. Either way, treat the estimates as a first draft. Plans and ticks are kept without an account; a free account carries them to every device you sign in on.',
    cta: { label: 'Get Started Free', href: '/register' },
  },
  pomodoro: {
    slug: 'pomodoro',
    title: 'Focus Timer',
    tagline: 'Work in focused blocks, rest on schedule.',
    description:
      'A Pomodoro-style timer: focus for a set time, take a short break, and take a longer break after a few rounds. Everything is adjustable.',
    highlights: [
      {
        title: 'Your own rhythm',
        body: 'Custom focus, short break and long break lengths (25, 5 and 15 minutes by default).',
      },
      {
        title: 'Long breaks on cue',
        body: 'Choose how many focus sessions come before a long break (four by default).',
      },
      {
        title: 'Auto-start options',
        body: 'Let breaks and focus blocks start by themselves, or wait for you.',
      },
      {
        title: 'Sound when it matters',
        body: 'An optional chime at each phase change, plus ambient sounds while you work.',
      },
    ],
    note: 'History and statistics are kept without an account; a free account carries them to every device you sign in on. The timer keeps time from the clock, not by counting ticks, so a background tab or a sleeping laptop does not make a phase run long.',
    cta: { label: 'Open the Dashboard', href: '/app/dashboard' },
  },
  'fixation-reading': {
    slug: 'fixation-reading',
    title: 'Fixation Reader',
    tagline: 'Give your eyes an anchor on every word.',
    description:
      'The Fixation Reader bolds the first part of each word in text you paste or in a web page you point it at, with optional read-aloud.',
    highlights: [
      {
        title: 'Adjustable strength',
        body: 'Choose how much of each word is emphasised, from a light touch to most of the word.',
      },
      {
        title: 'Text or URL',
        body: 'Paste text, give a web address and read the article without the clutter, or open a PDF or EPUB file.',
      },
      {
        title: 'Text-to-speech',
        body: 'Have the text read aloud with your browser’s voices, at the speed you choose.',
      },
      {
        title: 'Focus view and analysis',
        body: 'Expand the text to a full-screen focus view, and see word count and estimated reading time.',
      },
    ],
    note: 'This is a reading aid, not a proven speed-up: studies have not shown that emphasising word starts makes people read faster. Some readers simply find it easier to keep their place. Try it and keep it if it helps you.',
    cta: { label: 'Open the Dashboard', href: '/app/dashboard' },
  },
  'mind-maps': {
    slug: 'mind-maps',
    title: 'Mind Maps',
    tagline: 'See how your ideas connect.',
    description:
      'Build mind maps on an open canvas: add and connect nodes, drag them into place, and let AI draft a whole map or expand a single idea.',
    highlights: [
      {
        title: 'Start from a topic',
        body: 'Type a topic and let AI draft a first map you can reshape.',
      },
      {
        title: 'Or start blank',
        body: 'Give the map a title and add your own nodes from scratch.',
      },
      {
        title: 'Expand with AI',
        body: 'Ask for related ideas around any node when you are stuck.',
      },
      { title: 'Find maps again', body: 'Search, tag and favourite your maps.' },
    ],
    note: 'AI suggestions can be wrong or generic; they are a starting point for your own thinking. Unsaved edits are kept on your device until you save.',
    cta: { label: 'Open Mind Maps', href: '/app/mind-maps' },
  },
  'ambient-sounds': {
    slug: 'ambient-sounds',
    title: 'Ambient Sounds',
    tagline: 'A steady background for steady work.',
    description:
      'Play white noise, brown noise, rain or lo-fi beats while you work. The player lives behind the speaker icon in the app header, so it follows you from tool to tool.',
    highlights: [
      {
        title: 'Four sounds',
        body: 'White noise, brown noise, rain and lo-fi beats, looping without a gap.',
      },
      { title: 'Volume slider', body: 'Set the volume from silent to full in small steps.' },
      {
        title: 'Always at hand',
        body: 'Open the speaker icon in the header from any tool to change or pause the sound.',
      },
      { title: 'Remembers your choice', body: 'Your sound and volume are saved in your browser.' },
    ],
    note: 'Browsers only play audio after you interact with the page, so press Play yourself after a reload.',
    cta: { label: 'Open the Dashboard', href: '/app/dashboard' },
  },
  flashcards: {
    slug: 'flashcards',
    title: 'Flashcards',
    tagline: 'Test yourself in minutes, and remember it for longer.',
    description:
      'Enter a topic and get a set of question-and-answer cards. Flip each card, say whether you knew it, and watch your score and streak.',
    highlights: [
      {
        title: 'A topic or your notes',
        body: 'Type a topic, or paste your notes. The built-in offline assistant only writes cards it can back up from its dictionary or from your notes, and says so when it cannot.',
      },
      {
        title: '5, 10 or 15 cards per set',
        body: 'Five cards by default; pick 10 or 15 when you want a longer set.',
      },
      {
        title: 'Score and streaks',
        body: 'Points for every card and a streak for answers you get right in a row.',
      },
      {
        title: 'A clear summary',
        body: 'See your accuracy at the end, then study again or pick a new topic.',
      },
      {
        title: 'Spaced repetition',
        body: 'Save a set as a deck and review what is due: each card comes back when you are about to forget it (FSRS), and an exam date keeps every card in view before the day.',
      },
      {
        title: 'Works with Anki',
        body: 'Import and export decks as Anki text or CSV.',
      },
    ],
    note: 'Cards are written by AI: check facts against a trusted source before an exam.',
    cta: { label: 'Open Flashcards', href: '/app/flashcards' },
  },
};
