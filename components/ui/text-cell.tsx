// Its own file, not data-table-parts: a page that shows a table without the column menu
// (the endpoint page's deliveries) would otherwise ship Radix's dropdown menu for a dash.
/** What a cell shows when the record has no value there. */
export const NO_VALUE = <span className="text-zinc-500">—</span>;

/**
 * A cell of free text that may be long: cut to its `className` (`block max-w-56 truncate`,
 * `line-clamp-2`) with the whole text on hover, or a dash when there is none.
 */
export function TextCell({
  text,
  className,
}: {
  text: string | null | undefined;
  className: string;
}) {
  return text ? (
    <span className={className} title={text}>
      {text}
    </span>
  ) : (
    NO_VALUE
  );
}
