const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/** A thin progress bar with its percentage, named by the status text it belongs to. */
export function ProgressLine({ fraction, labelledBy }: { fraction: number; labelledBy: string }) {
  return (
    <div className="mt-1 flex max-w-xs items-center gap-2">
      <progress
        className="h-2 flex-1 accent-brand-700"
        max={100}
        value={percent(fraction)}
        aria-labelledby={labelledBy}
      />
      <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums text-ink-muted">
        {percent(fraction)}%
      </span>
    </div>
  );
}
