// Inline SVG icons: no icon font to download, and the same look on every phone. Each is
// decorative (aria-hidden); the button or link around it carries the words.

const frame = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ChevronIcon({
  direction,
  className = 'size-6',
}: {
  direction: 'left' | 'right';
  className?: string;
}) {
  return (
    <svg {...frame} className={className}>
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

export function CloseIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg {...frame} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChatIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...frame} className={className}>
      <path d="M21 12a8 8 0 0 1-11.8 7L4 20l1.1-4.4A8 8 0 1 1 21 12z" />
    </svg>
  );
}

export function PhoneIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...frame} className={className}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </svg>
  );
}

export function ShareIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...frame} className={className}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

export function ZoomIcon({
  zoomed,
  className = 'size-6',
}: {
  zoomed: boolean;
  className?: string;
}) {
  return (
    <svg {...frame} className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3M8 11h6" />
      {zoomed ? null : <path d="M11 8v6" />}
    </svg>
  );
}

export function PinIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...frame} className={className}>
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}
