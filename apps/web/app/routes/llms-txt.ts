import { MEDICAL_DISCLAIMER, PRODUCT_NAME, SITE_URL } from '~/lib/site';
import { TOOLS } from '~/lib/tools';
import { getPostSummaries } from '~/features/blog/api/blog.server';

// https://llmstxt.org: a plain-markdown map of the site for language models.
export function loader() {
  const lines = [
    `# ${PRODUCT_NAME}`,
    '',
    `> ${PRODUCT_NAME} is a free web productivity suite: an AI planner, a focus timer with ambient sounds, a fixation reader with optional text-to-speech, AI mind maps and AI flashcards. No sign-up is needed.`,
    '',
    MEDICAL_DISCLAIMER,
    '',
    '## Tools',
    ...TOOLS.map((t) => `- [${t.name}](${SITE_URL}${t.featureHref}): ${t.summary}`),
    `- [Ambient Sounds](${SITE_URL}/features/ambient-sounds): White noise, brown noise, rain and lo-fi beats with a volume control.`,
    '',
    '## Help',
    `- [FAQ](${SITE_URL}/faq): Answers about every tool, data, accounts and the medical disclaimer.`,
    `- [Demo](${SITE_URL}/demo): Static samples of each tool.`,
    '',
    '## Blog',
    ...getPostSummaries().map((p) => `- [${p.title}](${SITE_URL}/blog/${p.slug}): ${p.excerpt}`),
    '',
    '## Optional',
    `- [Privacy Policy](${SITE_URL}/privacy-policy.html)`,
    `- [Terms of Service](${SITE_URL}/terms-of-service.html)`,
    `- [Cookie Policy](${SITE_URL}/cookie-policy.html)`,
    `- [RSS feed](${SITE_URL}/rss.xml)`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
