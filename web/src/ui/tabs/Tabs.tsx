import type { ReactNode } from 'react';
import { useTabKeys } from './useTabKeys';

const tabIdOf = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
const panelIdOf = (idPrefix: string) => `${idPrefix}-panel`;

const LIST_CLASS = {
  // Sections of a page (My Posts, Admin): fill the row on a phone, wrap rather than scroll.
  underline: 'flex flex-wrap border-b border-brand-200',
  // Filters of one list (Messages): a segmented control.
  segmented: 'flex gap-1 rounded-xl bg-brand-50 p-1',
};
const TAB_CLASS = {
  underline: {
    base: '-mb-px inline-flex min-h-11 flex-auto items-center justify-center gap-1.5 border-b-4 px-3 font-semibold whitespace-nowrap sm:flex-none sm:px-5',
    selected: 'border-brand-700 text-brand-900',
    idle: 'border-transparent text-ink-muted hover:border-brand-200 hover:text-ink',
  },
  segmented: {
    base: 'inline-flex min-h-11 flex-auto items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:text-base',
    selected: 'bg-white text-brand-900 shadow-sm',
    idle: 'text-ink-muted hover:text-brand-900',
  },
};

interface TabListProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly K[];
  value: K;
  onChange: (tab: K) => void;
  /** Shared with the TabPanel, which the tabs control. */
  idPrefix: string;
  variant: keyof typeof LIST_CLASS;
  /** A tab's label (and any badge). */
  children: (tab: K) => ReactNode;
}

/**
 * ARIA tabs with automatic activation (WAI-ARIA tabs pattern): one tab stop; Left and Right
 * (wrapping), Home and End select a tab and move focus to it.
 */
export function TabList<K extends string>(props: TabListProps<K>) {
  const { tabs, value, onChange, idPrefix, variant } = props;
  const { onKeyDown, tabRef } = useTabKeys(tabs, value, onChange);
  const style = TAB_CLASS[variant];
  return (
    <div
      role="tablist"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      className={LIST_CLASS[variant]}
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={tabRef(tab)}
            type="button"
            role="tab"
            id={tabIdOf(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={panelIdOf(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`${style.base} ${selected ? style.selected : style.idle}`}
          >
            {props.children(tab)}
          </button>
        );
      })}
    </div>
  );
}

/** The content the selected tab shows. */
export function TabPanel({
  idPrefix,
  value,
  className,
  children,
}: {
  idPrefix: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelIdOf(idPrefix)}
      aria-labelledby={tabIdOf(idPrefix, value)}
      className={className}
    >
      {children}
    </div>
  );
}
