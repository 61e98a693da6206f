import entries from '../../../../content/help/faq.json';

interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The seven help entries (content/help/faq.json); the same data feeds the page and its FAQPage JSON-LD. */
export const FAQ_ENTRIES: readonly FaqEntry[] = entries;

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
