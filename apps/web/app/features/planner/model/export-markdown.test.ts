import { describe, expect, it } from 'vitest';
import { escapeMarkdown, planToMarkdown } from './export-markdown';
import { planTask } from './test-helpers';

const plan = {
  goal: 'Learn Spanish basics in 30 days',
  total_estimated_duration: '30 days',
  engine: { label: 'Built-in offline assistant' },
  tasks: [
    planTask({
      title: 'Build vocabulary',
      description: 'Learn frequent words first.',
      estimated_duration: '6 days',
      priority: 'high',
      done: true,
      subtasks: ['Add 10 words a day', 'Review flashcards'],
      subtasks_done: [true, false],
    }),
    planTask({ title: 'Speak early', priority: 'low' }),
  ],
};

describe('planToMarkdown', () => {
  it('writes the goal, the summary and a GitHub task list', () => {
    expect(planToMarkdown(plan)).toBe(
      [
        '# Learn Spanish basics in 30 days',
        '',
        '- Estimated duration: 30 days',
        '- Progress: 1/2 tasks done',
        '- Made by: Built-in offline assistant',
        '',
        '## Tasks',
        '',
        '- [x] **Build vocabulary** (6 days, high priority)',
        '  Learn frequent words first.',
        '  - [x] Add 10 words a day',
        '  - [ ] Review flashcards',
        '- [ ] **Speak early** (1 day, low priority)',
        '',
        '_AI-generated suggestions — check them against your own situation._',
        '',
      ].join('\n'),
    );
  });

  it('escapes Markdown syntax in user text so it prints literally', () => {
    const md = planToMarkdown({
      ...plan,
      goal: 'Ship *v2* [beta]',
      tasks: [planTask({ title: 'Fix <b>_x_</b>', subtasks: ['a|b `c`'], subtasks_done: [false] })],
    });
    expect(md).toContain('# Ship \\*v2\\* \\[beta\\]');
    expect(md).toContain('**Fix \\<b\\>\\_x\\_\\</b\\>**');
    expect(md).toContain('  - [ ] a\\|b \\`c\\`');
    expect(escapeMarkdown('a\\b')).toBe('a\\\\b');
  });

  it('keeps a multi-line description inside its list item', () => {
    const md = planToMarkdown({
      ...plan,
      tasks: [planTask({ title: 'T', description: 'Line one\nLine two\n\nAfter a gap' })],
    });
    expect(md).toContain(
      '- [ ] **T** (1 day, medium priority)\n  Line one\n  Line two\n\n  After a gap',
    );
  });

  it('flattens line breaks in titles', () => {
    expect(planToMarkdown({ ...plan, tasks: [planTask({ title: 'Two\nlines' })] })).toContain(
      '**Two lines**',
    );
  });

  it('names the exam day when the plan has one, and nothing when not', () => {
    expect(planToMarkdown({ ...plan, exam_date: '2026-03-01' })).toContain(
      '- Estimated duration: 30 days\n- Exam: 2026-03-01\n- Progress:',
    );
    expect(planToMarkdown({ ...plan, exam_date: null })).not.toContain('Exam:');
  });
});
