import { TextSkeleton } from '../../ui/skeleton.tsx';

/** Lines of each paragraph of the three headed sections after the opening paragraph. */
const SECTIONS = [
  [4, 3],
  [3, 4],
  [4, 2],
];

function Paragraph({ lines }: { lines: number }) {
  return (
    <p className="my-4">
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity but their place
        <TextSkeleton key={line} className={line === lines - 1 ? 'w-2/3' : 'w-full'} />
      ))}
    </p>
  );
}

/**
 * An article still loading: headings and paragraph lines in the article's own type sizes,
 * longer than a phone screen, so what sits below the article stays out of view until the
 * text arrives instead of being pushed down by it.
 */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div data-skeleton="article">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div
        aria-hidden="true"
        className="text-[15px] leading-7 sm:text-base sm:leading-7 [&>:first-child]:mt-0"
      >
        <Paragraph lines={3} />
        {SECTIONS.map((paragraphs, section) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder sections have no identity but their place
          <div key={section}>
            <p className="mt-9 mb-3 font-display text-2xl leading-tight">
              <TextSkeleton className="w-1/2" />
            </p>
            {paragraphs.map((lines, paragraph) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Paragraph key={paragraph} lines={lines} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
