import type { Priority } from '@quietdesk/core/api/planner';
import type { GoalAnalysis, GoalKind } from './goal-analysis.ts';

// Phased plans per kind of goal. `{o}` is the goal's object in the person's own words, `{h}` the
// time frame. Templates only give method (how to prepare, practise, ship), never facts about the
// object: the offline engine does not know what a biology final covers, so it never pretends to.
// `rank` 1 phases are always kept; 2 and 3 join as the time frame grows.

export interface PhaseTemplate {
  title: string;
  description: string;
  priority: Priority;
  /** Share of the time frame, relative to the other phases kept. */
  weight: number;
  rank: 1 | 2 | 3;
  subtasks: string[];
}

const EXAM: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Map what the {o} covers',
    description:
      'Collect the syllabus, past papers and your notes for the {o} and list every topic on one page.',
    subtasks: [
      'Gather the syllabus, slides and notes for the {o}',
      'List every topic and mark each as strong, shaky or new',
      'Note the exam format, date and allowed materials',
    ],
  },
  {
    rank: 2,
    weight: 0.5,
    priority: 'medium',
    title: 'Build a study schedule for the {o}',
    description: 'Turn the topic list into dated study blocks that fit {h}, weakest topics first.',
    subtasks: [
      'Block study sessions in your calendar for the next {h}',
      'Put the shaky and new topics in the earliest slots',
      'Leave the last days free for review',
    ],
  },
  {
    rank: 1,
    weight: 3,
    priority: 'high',
    title: 'Study the weakest {o} topics',
    description:
      'Work through the topics you marked shaky or new with active recall rather than rereading.',
    subtasks: [
      'Summarise each weak topic from memory, then check against your notes',
      'Write practice questions for every weak topic',
      'Ask a classmate or teacher about anything still unclear',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Cover the remaining {o} material',
    description:
      'Go through the rest of the syllabus once, so no topic is seen for the first time near the end.',
    subtasks: [
      'Make flashcards for key terms and definitions',
      'Do the end-of-chapter or practice problems for each topic',
      'Tick topics off on your one-page list',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Space out review of the {o} topics',
    description: 'Revisit earlier topics at growing intervals so they stay fresh until the exam.',
    subtasks: [
      "Review yesterday's topics for 15 minutes before new material",
      'Redo the flashcards you missed',
      'Update the strong/shaky marks on your topic list',
    ],
  },
  {
    rank: 1,
    weight: 1.5,
    priority: 'high',
    title: 'Take a timed practice {o}',
    description:
      'Sit a past paper or a self-made mock under real exam conditions and mark it honestly.',
    subtasks: [
      'Set a timer for the real exam length',
      'Mark your answers and list every mistake',
      'Plan one fix for each type of mistake',
    ],
  },
  {
    rank: 3,
    weight: 1,
    priority: 'medium',
    title: 'Fix the gaps the practice {o} showed',
    description:
      'Go back to the topics behind your mistakes and practise them until they are solid.',
    subtasks: [
      'Rework every question you got wrong',
      'Do three fresh problems per weak topic',
      'Explain each fixed topic out loud in two minutes',
    ],
  },
  {
    rank: 1,
    weight: 0.5,
    priority: 'medium',
    title: 'Final review and rest before the {o}',
    description: 'Light review only, sleep well and get everything ready for exam day.',
    subtasks: [
      'Skim your one-page summary and flashcards',
      'Pack what you need for exam day the night before',
      'Sleep at your usual time',
    ],
  },
];

const SKILL: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Define what success in {o} looks like',
    description:
      'Write down what you want to be able to do with {o} at the end of {h}, so progress can be measured.',
    subtasks: [
      'Write one sentence: "In {h} I can ... with {o}"',
      'Test your starting level and note it',
      'Choose one main resource for {o} and stick to it',
    ],
  },
  {
    rank: 2,
    weight: 0.5,
    priority: 'medium',
    title: 'Set up a daily {o} practice routine',
    description:
      'Fix a time, a place and a minimum session length so practice happens without deciding each day.',
    subtasks: [
      'Pick a daily time slot for {o}',
      'Prepare everything you need so starting takes under a minute',
      'Track each session on a calendar or app',
    ],
  },
  {
    rank: 1,
    weight: 2.5,
    priority: 'high',
    title: 'Learn the fundamentals of {o}',
    description:
      'Work through the basics of {o} in short, focused sessions with deliberate practice.',
    subtasks: [
      'Follow the first units of your chosen {o} resource',
      'Practise each new element until you can do it without notes',
      'Write down questions as they come up',
    ],
  },
  {
    rank: 1,
    weight: 2.5,
    priority: 'high',
    title: 'Practise {o} on real examples',
    description:
      'Apply what you learned to realistic tasks, a little harder than feels comfortable.',
    subtasks: [
      'Do one small real-world exercise in {o} per session',
      'Record or save your work to compare later',
      'Repeat the parts that felt hardest',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Get feedback on your {o}',
    description: 'Show your work to someone more experienced or compare it against a good example.',
    subtasks: [
      'Share a sample of your {o} with a mentor, tutor or community',
      'List the top three things to improve',
      'Plan practice aimed at those three things',
    ],
  },
  {
    rank: 3,
    weight: 1.5,
    priority: 'medium',
    title: 'Go deeper into {o}',
    description:
      'Move from the basics to intermediate material, focusing on what your feedback pointed at.',
    subtasks: [
      'Pick the next level of your {o} resource',
      'Spend most sessions on your weakest area',
      'Review older material once a week',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'medium',
    title: 'Test your {o} progress',
    description: 'Repeat your starting test and compare, then decide what to practise next.',
    subtasks: [
      'Redo the test you took at the start',
      'Compare with your first result and your success sentence',
      'Write the next step for your {o} practice',
    ],
  },
];

const LANGUAGE: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Set your {o} target and starting point',
    description:
      'Decide what you want to manage in {o} by the end of {h} (for example ordering food or a 5-minute chat) and check where you start.',
    subtasks: [
      'Write a concrete goal such as "hold a 5-minute conversation in {o}"',
      'Take a free placement test or note the words you already know',
      'Choose one course or textbook for {o}',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Build core {o} vocabulary',
    description: 'Learn the most frequent words and phrases first, with spaced repetition.',
    subtasks: [
      'Add 10-20 new {o} words a day to flashcards',
      'Review due flashcards every day',
      'Learn greetings, numbers and everyday phrases in {o}',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Learn basic {o} grammar and sentence patterns',
    description: 'Study the patterns you need to make your own sentences, one at a time.',
    subtasks: [
      'Work through one grammar point of your {o} course per session',
      'Write five sentences of your own with each pattern',
      'Check your sentences with the course answers or a native speaker',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Train your {o} listening',
    description: 'Listen to slow, clear {o} every day and gradually move to natural speed.',
    subtasks: [
      'Listen to a beginner podcast or video in {o} daily',
      'Shadow short sentences out loud',
      'Note and look up words you hear often',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Speak {o} from early on',
    description: 'Use what you know in real conversations, even short ones.',
    subtasks: [
      'Book a conversation partner or tutor for {o}',
      'Prepare a short self-introduction in {o}',
      'Record yourself speaking and listen back',
    ],
  },
  {
    rank: 3,
    weight: 1,
    priority: 'medium',
    title: 'Read and write simple {o} texts',
    description: 'Read graded texts and write short entries to connect vocabulary and grammar.',
    subtasks: [
      'Read one short graded text in {o} per day',
      'Write a three-sentence diary entry in {o}',
      'Have a speaker or tool correct your writing',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'medium',
    title: 'Check your {o} progress',
    description: 'Compare against your target and plan the next stage.',
    subtasks: [
      'Repeat the placement test or your starting check',
      'Try the conversation or task from your target',
      'Set the next {o} goal',
    ],
  },
];

const PROJECT: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Define the scope of the {o}',
    description: 'Decide what the first version of the {o} must do and what waits until later.',
    subtasks: [
      'Write who the {o} is for and what it must let them do',
      'List must-have features and move the rest to a later list',
      'Set what "done" means for the first version',
    ],
  },
  {
    rank: 2,
    weight: 0.75,
    priority: 'medium',
    title: 'Gather content and examples for the {o}',
    description: 'Collect the material the {o} needs and a few examples you like.',
    subtasks: [
      'Collect the text, images or data the {o} will use',
      'Save three examples you want to learn from',
      'Note anything you still need from someone else',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Plan and set up the {o}',
    description:
      'Sketch the structure and prepare the tools so building can start without blockers.',
    subtasks: [
      'Sketch the main screens, sections or parts of the {o}',
      'Choose the tools or platform and set up the workspace',
      'Break the build into tasks of half a day or less',
    ],
  },
  {
    rank: 1,
    weight: 3,
    priority: 'high',
    title: 'Build the core of the {o}',
    description: 'Make the must-have parts work end to end before polishing anything.',
    subtasks: [
      'Build the must-have features one by one',
      'Check each part works before starting the next',
      'Keep a list of bugs and ideas instead of fixing everything now',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Polish and fill in the {o}',
    description: 'Add the remaining content and fix what makes the {o} hard to use.',
    subtasks: [
      'Fill in missing content and details',
      'Fix the most visible bugs from your list',
      'Check it on the devices or settings your users have',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'high',
    title: 'Test the {o} with real people',
    description: 'Let a few people use the {o} and watch where they struggle.',
    subtasks: [
      'Ask two or three people to try the {o}',
      'Note where they get stuck or confused',
      'Fix the top problems they found',
    ],
  },
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Launch the {o}',
    description: 'Release the first version and tell the people it is for.',
    subtasks: [
      'Run a final check of the must-have features',
      'Publish or release the {o}',
      'Share it with your first users and ask for feedback',
    ],
  },
  {
    rank: 3,
    weight: 0.5,
    priority: 'low',
    title: 'Review the {o} launch and plan next steps',
    description: 'Look at what happened after launch and pick the next improvements.',
    subtasks: [
      'Collect feedback and any numbers you track',
      'Pick the next three improvements',
      'Write down what you would do differently',
    ],
  },
];

const FITNESS: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Check your starting point for {o}',
    description:
      'Measure where you are now so the plan can build up safely; see a doctor first if you have health concerns.',
    subtasks: [
      'Record a baseline test or measurement for {o}',
      'Note any injuries or health limits and get advice if needed',
      'Choose the days and times you can train each week',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Build a base for {o}',
    description: 'Train regularly at an easy, sustainable effort to build consistency.',
    subtasks: [
      'Schedule 3-4 easy sessions a week',
      'Keep most sessions at a comfortable effort',
      'Log every session',
    ],
  },
  {
    rank: 1,
    weight: 2.5,
    priority: 'high',
    title: 'Progress your training for {o}',
    description:
      'Increase the load gradually, by about 10% a week at most, with one harder session a week.',
    subtasks: [
      'Add a little volume or weight each week',
      'Include one harder session per week',
      'Take at least one full rest day a week',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Support {o} with recovery and nutrition',
    description: 'Sleep, food and rest make the training work.',
    subtasks: [
      'Aim for a regular sleep schedule',
      'Plan simple meals around training days',
      'Add mobility or stretching twice a week',
    ],
  },
  {
    rank: 3,
    weight: 1,
    priority: 'medium',
    title: 'Take a recovery week',
    description: 'Lower the training load for a week so your body can absorb the progress.',
    subtasks: [
      'Cut volume by about a third for the week',
      'Keep the usual training days',
      'Note how rested you feel',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Check progress toward {o}',
    description: 'Repeat your baseline test and adjust the plan to what it shows.',
    subtasks: [
      'Repeat the starting test for {o}',
      'Compare with your baseline',
      'Adjust the next weeks if you are ahead or behind',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Final stretch for {o}',
    description: 'Reduce the load before the goal date and arrive fresh.',
    subtasks: [
      'Lower training volume in the last days',
      'Prepare gear, food and timing for the day',
      'Celebrate and record the result',
    ],
  },
];

const RUNNING: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Assess your running base for the {o}',
    description:
      'Find out what you can run comfortably today; see a doctor first if you have health concerns.',
    subtasks: [
      'Run an easy test distance and note time and how it felt',
      'Check your shoes and replace them if worn out',
      'Pick the days you can run each week',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Build easy mileage for the {o}',
    description:
      'Run mostly at a conversational pace, 3-4 times a week, and let the long run grow slowly.',
    subtasks: [
      'Schedule 3-4 easy runs a week',
      'Lengthen the weekly long run a little each week',
      'Keep weekly distance increases to about 10%',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Add speed and strength work for the {o}',
    description: 'One quality session and some strength training make the race pace feel easier.',
    subtasks: [
      'Add one interval or tempo run per week',
      'Do two short strength sessions for legs and core',
      'Keep the other runs easy',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Peak long runs for the {o}',
    description: 'Reach your longest training runs and practise race-day routines.',
    subtasks: [
      'Run your longest planned long run',
      'Practise drinking and eating on long runs',
      'Try your race-day clothes and shoes',
    ],
  },
  {
    rank: 3,
    weight: 0.75,
    priority: 'medium',
    title: 'Recovery week before the {o} build-up ends',
    description: 'Ease off for a week to absorb the training.',
    subtasks: ['Cut distance by about a third', 'Keep easy runs easy', 'Sleep and eat well'],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Taper and run the {o}',
    description: 'Cut volume, stay sharp and arrive at the start rested.',
    subtasks: [
      'Reduce weekly distance in the final stretch',
      'Plan race morning: food, travel and start time',
      'Start at an easy pace and finish strong',
    ],
  },
];

const WRITING: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Define the purpose and scope of the {o}',
    description: 'Decide what the {o} must say, who it is for and how long it should be.',
    subtasks: [
      'Write the main point of the {o} in one or two sentences',
      'Note the audience, length and any requirements',
      'Set a daily word or page target that fits {h}',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Gather research and notes for the {o}',
    description: 'Collect the sources, ideas and material you will draw on.',
    subtasks: [
      'List the sources or material the {o} needs',
      'Take notes in one place, with where each came from',
      'Mark the gaps you still need to fill',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Outline the {o}',
    description: 'Arrange the sections or chapters so the draft has a clear path.',
    subtasks: [
      'List the sections or chapters in order',
      'Write one line on what each section does',
      'Check the outline against your main point',
    ],
  },
  {
    rank: 1,
    weight: 3,
    priority: 'high',
    title: 'Write the first draft of the {o}',
    description: 'Draft every section without stopping to polish; meet the daily target.',
    subtasks: [
      'Write at your set time each day',
      'Hit the daily word or page target',
      'Leave notes like [CHECK] instead of stopping to research',
    ],
  },
  {
    rank: 1,
    weight: 1.5,
    priority: 'high',
    title: 'Revise the structure of the {o}',
    description: 'Read the whole draft and fix the order, gaps and arguments before the sentences.',
    subtasks: [
      'Read the full draft in one sitting',
      'Move, cut or add sections where the flow breaks',
      'Resolve every [CHECK] note',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Get feedback on the {o}',
    description: 'Ask one or two readers for honest comments.',
    subtasks: [
      'Send the draft to one or two trusted readers',
      'Group their comments by theme',
      'Decide which changes to make',
    ],
  },
  {
    rank: 1,
    weight: 0.75,
    priority: 'medium',
    title: 'Edit, proofread and finish the {o}',
    description: 'Polish the sentences, check formatting and submit or publish.',
    subtasks: [
      'Edit for clarity and cut repetition',
      'Proofread once on paper or read it aloud',
      'Format, submit or publish the {o}',
    ],
  },
];

const JOB: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Define your target for the {o}',
    description:
      'Decide the roles, level and places you are aiming for, so every application is focused.',
    subtasks: [
      'Write down two or three target job titles',
      'List 15-20 organisations you would like to work for',
      'Note your must-haves: location, salary range, remote or not',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'high',
    title: 'Update your CV and profiles for the {o}',
    description: 'Tailor your CV and online profiles to the roles you target.',
    subtasks: [
      'Rewrite your CV around results relevant to the {o}',
      'Update your LinkedIn or portfolio to match',
      'Ask someone in the field to review your CV',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Network toward the {o}',
    description: 'Reach out to people in the organisations and roles you target.',
    subtasks: [
      'Contact five people in your target field each week',
      'Ask for short informational chats, not jobs',
      'Follow up and thank everyone you speak to',
    ],
  },
  {
    rank: 1,
    weight: 2.5,
    priority: 'high',
    title: 'Apply for {o} openings',
    description: 'Send tailored applications steadily rather than in bursts.',
    subtasks: [
      'Set a weekly number of tailored applications',
      'Adapt your CV and letter for each posting',
      'Track every application and its status in one list',
    ],
  },
  {
    rank: 1,
    weight: 1.5,
    priority: 'high',
    title: 'Prepare for {o} interviews',
    description: 'Practise the questions you are likely to meet and your own stories.',
    subtasks: [
      'Prepare five short stories that show your strengths',
      'Practise common questions out loud or with a friend',
      'Research each organisation before its interview',
    ],
  },
  {
    rank: 3,
    weight: 0.75,
    priority: 'medium',
    title: 'Follow up and review your {o} search',
    description: 'Chase open applications and adjust what is not working.',
    subtasks: [
      'Follow up on applications older than a week or two',
      'Look at which applications got replies and why',
      'Adjust your target list or CV accordingly',
    ],
  },
  {
    rank: 2,
    weight: 0.5,
    priority: 'medium',
    title: 'Compare offers for the {o}',
    description: 'Weigh offers against your must-haves before you accept.',
    subtasks: [
      'Compare each offer with your must-haves',
      'Ask questions about anything unclear',
      'Accept in writing and confirm the start date',
    ],
  },
];

const EVENT: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Set the basics for {o}',
    description: 'Fix the date, budget and the people involved before anything else.',
    subtasks: [
      'Confirm the key date and deadline for {o}',
      'Set a budget and write it down',
      'Decide who helps with what',
    ],
  },
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Make a master checklist for {o}',
    description: 'List every task and booking {o} needs, with a deadline for each.',
    subtasks: [
      'Brainstorm every task for {o} in one list',
      'Give each task a deadline working back from the date',
      'Mark what has to be booked early',
    ],
  },
  {
    rank: 1,
    weight: 1.5,
    priority: 'high',
    title: 'Book what has to be booked for {o}',
    description: 'Secure the things with limited availability first.',
    subtasks: [
      'Compare options and prices for each booking',
      'Book the items with the earliest deadlines',
      'Save confirmations in one folder',
    ],
  },
  {
    rank: 2,
    weight: 1.5,
    priority: 'medium',
    title: 'Handle paperwork and admin for {o}',
    description: 'Sort out forms, accounts, payments and notices that {o} involves.',
    subtasks: [
      'List the forms, notices and accounts to update',
      'Complete them in order of deadline',
      'Keep copies of everything you submit',
    ],
  },
  {
    rank: 2,
    weight: 2,
    priority: 'medium',
    title: 'Prepare the details of {o}',
    description: 'Work through the checklist: supplies, logistics and everything in between.',
    subtasks: [
      'Work through the checklist a few items a day',
      'Buy or gather the supplies you need',
      'Confirm times and places with everyone involved',
    ],
  },
  {
    rank: 3,
    weight: 0.75,
    priority: 'low',
    title: 'Plan a buffer for surprises in {o}',
    description: 'Leave time and money for what will not go to plan.',
    subtasks: [
      'Keep part of the budget unallocated',
      'Note a backup for the most critical booking',
      'Keep the last days before the date light',
    ],
  },
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Final checks for {o}',
    description: 'Confirm everything in the last days and prepare for the day itself.',
    subtasks: [
      'Reconfirm every booking',
      'Prepare a day-of schedule and contact list',
      'Pack or set out everything the day before',
    ],
  },
];

const HABIT: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Make "{o}" specific',
    description:
      'Decide exactly what counts, when and where, so there is no daily decision to make.',
    subtasks: [
      'Define the smallest version that still counts for {o}',
      'Pick a time and place for it',
      'Link it to something you already do daily, like after breakfast',
    ],
  },
  {
    rank: 2,
    weight: 0.5,
    priority: 'medium',
    title: 'Remove friction for {o}',
    description: 'Prepare your surroundings so the habit is the easy choice.',
    subtasks: [
      'Set out what you need the night before',
      'Remove one thing that usually gets in the way',
      'Set a reminder at the chosen time',
    ],
  },
  {
    rank: 1,
    weight: 2,
    priority: 'high',
    title: 'Start small with {o}',
    description: 'Do the smallest version every day; showing up matters more than the amount.',
    subtasks: [
      'Do the small version of {o} every day',
      'Mark each day on a calendar or tracker',
      'If you miss a day, restart the next day without making up for it',
    ],
  },
  {
    rank: 1,
    weight: 2.5,
    priority: 'high',
    title: 'Grow {o} gradually',
    description: 'Once it is automatic, increase the amount a little at a time.',
    subtasks: [
      'Increase the amount slightly once a week',
      'Keep the same time and cue',
      'Note what makes it easier or harder',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Review your {o} streak',
    description: 'Look back at your tracker and fix what keeps breaking the chain.',
    subtasks: [
      'Count the days you did it',
      'Find the pattern behind missed days',
      'Change one thing to prevent that pattern',
    ],
  },
  {
    rank: 3,
    weight: 0.75,
    priority: 'low',
    title: 'Make {o} part of your identity',
    description: 'Connect the habit to who you want to be and plan for disruptions.',
    subtasks: [
      'Write why {o} matters to you in one sentence',
      'Plan a minimum version for travel or busy days',
      'Tell someone about your streak',
    ],
  },
];

const GENERIC: PhaseTemplate[] = [
  {
    rank: 1,
    weight: 0.5,
    priority: 'high',
    title: 'Clarify the outcome of "{o}"',
    description: 'Write what "done" looks like so you know when you have finished.',
    subtasks: [
      'Write one sentence describing "{o}" done',
      'List what you need to start',
      'Note any deadline or constraint',
    ],
  },
  {
    rank: 1,
    weight: 0.75,
    priority: 'high',
    title: 'Break "{o}" into steps',
    description: 'Split the work into steps small enough to finish in one sitting.',
    subtasks: [
      'List every step you can think of',
      'Order them and mark the ones that block others',
      'Estimate each step and put it in your calendar',
    ],
  },
  {
    rank: 2,
    weight: 0.75,
    priority: 'medium',
    title: 'Gather what "{o}" needs',
    description: 'Collect the tools, information and help the steps require.',
    subtasks: [
      'Collect the tools and materials',
      'Find the information you are missing',
      'Ask for any help you need early',
    ],
  },
  {
    rank: 1,
    weight: 3,
    priority: 'high',
    title: 'Work through the main steps of "{o}"',
    description: 'Do the steps in order, in focused sessions, starting with the blocking ones.',
    subtasks: [
      'Do the blocking steps first',
      'Work in focused sessions with short breaks',
      'Tick off each step as you finish it',
    ],
  },
  {
    rank: 2,
    weight: 1,
    priority: 'medium',
    title: 'Check progress on "{o}" halfway',
    description: 'Compare what is done with the plan and adjust the rest.',
    subtasks: [
      'Compare finished steps with your calendar',
      'Cut or simplify steps if you are behind',
      'Move the next steps into your calendar',
    ],
  },
  {
    rank: 1,
    weight: 1,
    priority: 'medium',
    title: 'Finish and review "{o}"',
    description:
      'Complete the last steps, check the result against your outcome sentence and note lessons.',
    subtasks: [
      'Finish the remaining steps',
      'Check the result against your "done" sentence',
      'Write down one lesson for next time',
    ],
  },
];

export function templatesFor(analysis: Pick<GoalAnalysis, 'kind' | 'variant'>): PhaseTemplate[] {
  if (analysis.variant === 'language') return LANGUAGE;
  if (analysis.variant === 'running') return RUNNING;
  const byKind: Record<GoalKind, PhaseTemplate[]> = {
    exam: EXAM,
    skill: SKILL,
    project: PROJECT,
    fitness: FITNESS,
    writing: WRITING,
    job: JOB,
    event: EVENT,
    habit: HABIT,
    generic: GENERIC,
  };
  return byKind[analysis.kind];
}
