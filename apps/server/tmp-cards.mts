import { articleFlashcards } from './src/ai/knowledge/article-cards.ts';
import { articleFromPage } from './src/ai/knowledge/article.ts';
import { FIXTURE_ARTICLES } from './src/test/knowledge/fixture-articles.ts';
for (const f of FIXTURE_ARTICLES.filter(a => !a.disambiguation)) {
  const a = articleFromPage({ title: f.title, revision: f.revision, url: 'http://x/'+f.title, lang: f.lang, extract: f.extract, disambiguation: false });
  for (const c of articleFlashcards(a, 10)) console.log(`Q: ${c.question}\n   A: ${c.answer}   [${c.source?.section ?? 'lead'}]`);
}
