import { ChevronDown, Mail } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { SUPPORT_EMAIL, supportMailto } from '~/lib/site';
import { FAQ_ENTRIES, faqJsonLd } from '../model/faq';

/** Seven expandable questions (native <details>, so they work without JavaScript). */
export function FaqSection() {
  return (
    <div>
      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON; escape "<" so no entry can close the script tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd()).replace(/</g, '\\u003c') }}
      />
      <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.id} id={entry.id} className="group">
            <summary className="flex list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-subtle [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                className="size-5 shrink-0 text-muted transition group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 leading-7 text-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-line bg-subtle p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">Still have a question?</h2>
          <p className="mt-1 text-sm text-muted">
            Write to us at {SUPPORT_EMAIL}. A person reads every message.
          </p>
        </div>
        <a href={supportMailto()} className={buttonClass('primary')}>
          <Mail className="size-4" aria-hidden /> Contact Support
        </a>
      </div>
    </div>
  );
}
