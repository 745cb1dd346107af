// One line drawing per food category (core/src/taxonomy.ts slugs), inline so a placeholder
// costs no download at all. Decorative: the button beside it carries the words.

const paths: Record<string, string> = {
  beverages: 'M6 4h12l-1.6 16a2 2 0 0 1-2 1.8H9.6a2 2 0 0 1-2-1.8L6 4zM6.5 9h11',
  condiments: 'M10 2h4v4l2 3v11a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V9l2-3V2zM8 13h8',
  eggs: 'M12 3c3.5 0 7 6 7 11a7 7 0 0 1-14 0c0-5 3.5-11 7-11z',
  dairy: 'M8 2h8v3l2 3v14H6V8l2-3V2zM6 8h12M8 5h8',
  vegetables: 'M4 20l3-9a5 5 0 0 1 7-3 5 5 0 0 1 2 7l-9 3-3 2zM15 9l5-5M16 4l1 4 4 1',
  fruits:
    'M12 7c-3-2-8-1-8 5 0 5 3 9 5 9 1 0 2-.5 3-.5s2 .5 3 .5c2 0 5-4 5-9 0-6-5-7-8-5zM12 7c0-2 1-4 3-5',
  'fish-and-seafood':
    'M6 12c3-4 6-6 9.5-6 3 0 5.5 3 6.5 6-1 3-3.5 6-6.5 6-3.5 0-6.5-2-9.5-6zM6 12 2 8v8l4-4zM16 11h.01',
  'meat-and-poultry':
    'M15 3a6 6 0 0 1 6 6c0 4-4 6-7 6l-4 4a2 2 0 1 1-3 2 2 2 0 1 1-2-3l4-4c0-3 2-11 6-11z',
  'dry-goods-and-pulses':
    'M8 3h8l-2 4c4 2 6 6 6 10a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4c0-4 2-8 6-10L8 3zM10 7h4',
  'spices-and-aromatics':
    'M19 7c-1 7-6 12-13 13a2 2 0 0 1 0-4c5-1 8-4 9-9a2 2 0 0 1 4 0zM17 5c0-2 1-3 3-3',
  'prepared-food': 'M3 11h18a9 9 0 0 1-18 0zM8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4',
  staples: 'M3 13h18a9 8 0 0 1-18 0zM6 13a6 5 0 0 1 12 0',
};

/** A market basket: for a post whose category is not known (yet). */
const basket = 'M3 10h18l-2 10H5L3 10zM7 10l4-6M17 10l-4-6M9 14v3M12 14v3M15 14v3';

export function CategoryIcon({
  slug,
  className = 'size-10',
}: {
  slug: string | null | undefined;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={(slug && paths[slug]) || basket} />
    </svg>
  );
}
