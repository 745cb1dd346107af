import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

/**
 * What replaces a form once it has done its job (check your email, password changed).
 * Its heading takes focus so screen readers announce the new state, not silence.
 */
const ICONS = {
  // An envelope: the next step happens in the user's inbox.
  mail: 'M3 7l9 6 9-6M5 5h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export function DonePanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form it replaces was usually scrolled down to its submit button.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-6 sm:py-10" aria-labelledby="page-title">
      <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-7">
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <svg viewBox="0 0 24 24" className="size-7" fill="none">
            <path
              d={ICONS[icon]}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1
          id="page-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-brand-900 outline-none"
        >
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-ink">{children}</div>
        {actions ? <div className="mt-6 flex flex-col gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
