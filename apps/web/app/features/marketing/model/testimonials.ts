export interface Testimonial {
  name: string;
  role: string;
  initials: string;
  quote: string;
}

/** Static sample testimonials (illustrative; the page labels them as samples). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maya Chen',
    role: 'Graduate student',
    initials: 'MC',
    quote:
      'I keep the focus timer and rain sounds running while I write. Having everything in one tab means fewer excuses to wander off.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Product manager',
    initials: 'DO',
    quote:
      'The planner gives me a decent first draft of a project plan. I still edit it, but starting from something beats a blank page.',
  },
  {
    name: 'Sofia Lindqvist',
    role: 'High-school teacher',
    initials: 'SL',
    quote:
      'My students use the focus timer in study hall, and a few of them like the fixation reader for long texts.',
  },
];
