import type { Page } from '@playwright/test';

/**
 * Answers the reader's process-url call with a short article (the browser suite's server rightly
 * refuses to fetch a loopback page); `onBody` sees what the page sent.
 */
export function answerProcessUrl(page: Page, onBody: (body: unknown) => void = () => {}) {
  return page.route('**/api/fixation-reading/process-url', async (route) => {
    onBody(route.request().postDataJSON());
    await route.fulfill({
      json: {
        original_text: 'Slow Reading\n\nTake your time with a good article.',
        processed_tokens: [],
        html_output: '',
        analysis: {
          word_count: 9,
          char_count: 49,
          estimated_reading_time: {
            normal: { minutes: 0 },
            fixation: { minutes: 0 },
            time_saved: { minutes: 0 },
          },
        },
        title: 'Slow Reading',
        source_url: 'https://example.com/slow-reading',
      },
    });
  });
}
