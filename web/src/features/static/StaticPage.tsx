import type { ReactNode } from 'react';
import { pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { StaticSection } from './sections';
import './strings';

/** Layout shared by About, Terms and Help: a title, a lead paragraph and titled sections. */
export function StaticPage({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead: string;
  sections: StaticSection[];
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-lg text-ink">{lead}</p>
      {sections.map((section) => (
        <section key={section.title} id={section.id} className="mt-8 scroll-mt-24">
          <h2 className="text-xl font-bold text-brand-900">{section.title}</h2>
          {section.paras.map((para) => (
            <p key={para} className="mt-2 leading-relaxed">
              {para}
            </p>
          ))}
          {section.items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-accent-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.steps.length > 0 ? (
            <ol className="mt-2 list-decimal space-y-1.5 pl-6 leading-relaxed marker:font-bold marker:text-brand-800">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      {children ? <div className="mt-8">{children}</div> : null}
    </article>
  );
}
