import testimonials from '../../../../content/marketing/testimonials.json';

interface Testimonial {
  name: string;
  role: string;
  initials: string;
  quote: string;
}

/** Static sample testimonials (illustrative; the page labels them as samples). */
export const TESTIMONIALS: readonly Testimonial[] = testimonials;
