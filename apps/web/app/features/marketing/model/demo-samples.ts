export const DEMO_FEATURES = [
  'ai-planner',
  'pomodoro',
  'mind-maps',
  'flashcards',
  'reading',
] as const;
export type DemoFeature = (typeof DEMO_FEATURES)[number];

export const DEMO_LABELS: Record<DemoFeature, string> = {
  'ai-planner': 'AI Planner',
  pomodoro: 'Focus Timer',
  'mind-maps': 'Mind Maps',
  flashcards: 'Flashcards',
  reading: 'Fixation Reader',
};

export const SAMPLE_PLAN = {
  goal: 'Launch a small personal website in two weeks',
  total: 'About 14 hours over two weeks',
  tasks: [
    {
      title: 'Decide what the site is for',
      duration: '1 hour',
      priority: 'High',
      subtasks: ['List three things visitors should learn', 'Collect two sites you like'],
    },
    {
      title: 'Write the content',
      duration: '4 hours',
      priority: 'High',
      subtasks: ['About page', 'Project summaries', 'Contact details'],
    },
    {
      title: 'Pick a template and build the pages',
      duration: '6 hours',
      priority: 'Medium',
      subtasks: [],
    },
    { title: 'Ask two friends to review it', duration: '1 hour', priority: 'Medium', subtasks: [] },
    {
      title: 'Publish and share the link',
      duration: '2 hours',
      priority: 'Low',
      subtasks: ['Set up the domain', 'Post the link'],
    },
  ],
};

export const SAMPLE_MIND_MAP = {
  root: 'Healthy study habits',
  branches: [
    { title: 'Environment', children: ['Quiet desk', 'Phone in another room'] },
    { title: 'Timing', children: ['25-minute blocks', 'Regular breaks'] },
    { title: 'Review', children: ['Flashcards', 'Teach someone else'] },
  ],
};

export const SAMPLE_CARDS = [
  {
    question: 'What is the Pomodoro Technique?',
    answer:
      'Working in timed focus blocks (traditionally 25 minutes) separated by short breaks, with a longer break after four blocks.',
  },
  {
    question: 'Why does spaced review help memory?',
    answer:
      'Recalling something just as you start to forget it strengthens the memory more than re-reading it while it is fresh.',
  },
];

export const SAMPLE_READING =
  'Reading a long article on a screen can feel like wading through a wall of text. Emphasising the first letters of each word gives your eyes a small anchor on every word. Some readers find this makes it easier to keep their place; try it and see whether it helps you.';
