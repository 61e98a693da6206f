export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The seven help entries; the same data feeds the page and its FAQPage JSON-LD. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'fixation-reading',
    question: 'What is fixation reading?',
    answer:
      'The Fixation Reader bolds the first part of every word so your eyes have an anchor as they move along a line. You choose how much of each word is emphasised, paste text or a web address or open a PDF or EPUB file, and can have the text read aloud. It is a reading aid that some people find makes long text easier to follow; research has not shown that it makes people read faster, so treat it as a comfort tool, not a speed guarantee.',
  },
  {
    id: 'focus-timer',
    question: 'How does the focus timer work?',
    answer:
      'The timer follows the Pomodoro pattern: a focus block (25 minutes by default), then a short break (5 minutes), and a longer break (15 minutes) after every fourth focus block. You can change every length, choose whether breaks and focus blocks start automatically, and play an ambient sound while you work.',
  },
  {
    id: 'mind-maps',
    question: 'What can I do with mind maps?',
    answer:
      'Create a map from scratch or let AI draft one from a topic, then drag nodes around, edit their text, connect ideas and ask AI to expand any node with related ideas. AI suggestions are a starting point: check them before you rely on them.',
  },
  {
    id: 'ai-planner',
    question: 'How does the AI planner work?',
    answer:
      'Describe a goal in a sentence or two and the planner proposes a task list with rough durations, priorities and optional subtasks. The built-in assistant drafts a plan in under a second; a site that connects a language model may take up to a minute. Either way the estimates are a first draft, so adjust them to your situation.',
  },
  {
    id: 'data-security',
    question: 'Is my data secure?',
    answer:
      'Quietdesk keeps what it needs and no more. What you make (plans, maps, decks, focus sessions, your reading library) is stored on our server so you can come back to it; with an account, your password is kept only as a slow salted hash. Sound and volume stay in your browser. Topics may be looked up in Wikipedia by our server, which never tells it who you are. We do not sell data or show ads. See the privacy policy for details.',
  },
  {
    id: 'account',
    question: 'Do I need an account?',
    answer:
      'No. Every tool works without signing up. A free account keeps your plans, maps, decks and timer history on every device you sign in on, and what you made before registering moves into it.',
  },
  {
    id: 'medical',
    question: 'Is Quietdesk medical advice or a treatment?',
    answer:
      'No. Quietdesk is a set of productivity tools. It does not diagnose, treat or replace care for ADHD, dyslexia or any other condition. If focus or reading difficulties affect your life, please talk to a qualified professional.',
  },
];

/** schema.org FAQPage structured data for search engines. */
export function faqJsonLd(entries: readonly FaqEntry[] = FAQ_ENTRIES) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}
