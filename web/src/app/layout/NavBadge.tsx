/** A count bubble beside a nav label; nothing at all at zero. */
export function NavBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-300 px-1.5 text-xs leading-5 font-bold text-ink"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">({label})</span>
    </>
  );
}
