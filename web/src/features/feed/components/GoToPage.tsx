import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../ui/styles';
import { clampPage } from '../feedParams';

interface GoToPageProps {
  page: number;
  pageCount: number;
  onGo: (page: number) => void;
  busy?: boolean;
}

/**
 * A page number typed by hand (SPEC §2), kept within 1..pageCount. The parent re-mounts it
 * with key={page}, so the box shows the current page after every move.
 */
export function GoToPage({ page, pageCount, onGo, busy = false }: GoToPageProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(page));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = clampPage(text, pageCount);
    if (target === null || target === page) {
      setText(String(page));
      return;
    }
    onGo(target);
  };

  return (
    // noValidate: the browser would refuse 50 of 3 pages; clampPage turns it into the last.
    <form noValidate onSubmit={submit} className="mt-3 flex items-center justify-center gap-2">
      <label htmlFor="feed-go-to-page" className="text-sm font-semibold text-ink">
        {t('feed.pager.goTo')}
      </label>
      <input
        id="feed-go-to-page"
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-h-11 w-20 rounded-lg border border-brand-300 bg-white px-2 text-center text-base"
      />
      <button type="submit" className={buttonSecondary} disabled={busy}>
        {t('feed.pager.go')}
      </button>
    </form>
  );
}
