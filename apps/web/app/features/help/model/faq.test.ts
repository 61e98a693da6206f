import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES, faqJsonLd } from './faq';

describe('FAQ', () => {
  it('has the seven entries the spec lists', () => {
    expect(FAQ_ENTRIES.map((e) => e.id)).toEqual([
      'fixation-reading',
      'focus-timer',
      'mind-maps',
      'ai-planner',
      'data-security',
      'account',
      'medical',
    ]);
  });

  it('produces FAQPage structured data', () => {
    const ld = faqJsonLd();
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(7);
    expect(ld.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });
});
