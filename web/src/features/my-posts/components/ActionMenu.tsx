import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface ActionMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** Shown under the label; for a disabled item, why it cannot be used. */
  hint?: string;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

interface ActionMenuProps {
  /** The button's accessible name, e.g. 'Actions for Tomatoes'. */
  label: string;
  items: ActionMenuItem[];
  busy?: boolean;
}

function DotsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/**
 * A menu button after the WAI-ARIA pattern: Enter, Space or Down opens it on the first
 * item, Up on the last; arrows, Home and End move; Escape closes and returns to the button;
 * Tab or a tap elsewhere closes it. Disabled items stay focusable so their reason is heard.
 */
export function ActionMenu({ label, items, busy = false }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') openAt(0);
    else if (event.key === 'ArrowUp') openAt(items.length - 1);
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy}
        disabled={busy}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60"
      >
        <DotsIcon />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-20 mt-1 flex w-64 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-brand-100 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => {
            const labelId = `${menuId}-label-${item.key}`;
            const hintId = `${menuId}-hint-${item.key}`;
            return (
              <button
                key={item.key}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                // The label alone names the item; the hint is its description.
                aria-labelledby={labelId}
                aria-describedby={item.hint ? hintId : undefined}
                onFocus={() => setActive(index)}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
                className={`flex min-h-11 flex-col items-start justify-center px-4 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:hover:bg-transparent ${
                  item.tone === 'danger' ? 'text-danger-700' : 'text-ink'
                }`}
              >
                <span
                  id={labelId}
                  className={`font-semibold ${item.disabled ? 'text-ink-muted' : ''}`}
                >
                  {item.label}
                </span>
                {item.hint ? (
                  <span id={hintId} className="text-sm text-ink-muted">
                    {item.hint}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
