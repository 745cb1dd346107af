import type { ReactNode } from 'react';

/**
 * One of the profile page's sections: a white card named by its heading, with a line on what
 * it is for, then its own content.
 */
export function SettingsSection({
  titleId,
  heading,
  intro,
  children,
}: {
  /** The heading's id, which names the section for screen readers' landmarks. */
  titleId: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}
