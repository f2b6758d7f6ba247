import { createParser, parseAsStringLiteral } from "nuqs";

/**
 * What a list page keeps in its address, as nuqs parsers: any view a person sees (its page,
 * sort, filters and search) can be shared as a link and survives a reload and Back/Forward.
 * nuqs (not hand-written URLSearchParams code) because it types each value, drops defaults
 * from the address, batches several changes into one navigation, and serves the same
 * parsers to server components (`createLoader`) and to links (`createSerializer`).
 */

/** 1-based; anything else (0, -3, 2.5, "x", absurdly far) reads as the first page. */
export const pageParam = createParser({
  parse(value) {
    const n = Number(value);
    return Number.isSafeInteger(n) && n >= 1 ? n : null;
  },
  serialize: (page: number) => String(page),
}).withDefault(1);

export type ColumnSort<C extends string> = { id: C; desc: boolean };

/**
 * One column and its direction, written as the platform's list sorts are: `name`,
 * `-created_at` (a leading minus for descending). An unknown column reads as the default.
 */
export function sortParam<C extends string>(columns: readonly C[], fallback: ColumnSort<C>) {
  return createParser<ColumnSort<C>>({
    parse(value) {
      const desc = value.startsWith("-");
      const id = desc ? value.slice(1) : value;
      return (columns as readonly string[]).includes(id) ? { id: id as C, desc } : null;
    },
    serialize: (sort) => `${sort.desc ? "-" : ""}${sort.id}`,
    eq: (a, b) => a.id === b.id && a.desc === b.desc,
  }).withDefault(fallback);
}

/** One of a fixed set of values (a state filter, a tab); anything else reads as the default. */
export function choiceParam<V extends string>(values: readonly V[], fallback: V) {
  return parseAsStringLiteral(values).withDefault(fallback);
}

/** Free text such as a search box's, trimmed and kept to 200 characters. */
export const textParam = createParser({
  parse: (value) => value.trim().slice(0, 200) || null,
  serialize: (text: string) => text,
}).withDefault("");

/**
 * How a list page writes its state: each change is a new history entry (so Back shows the
 * previous view), defaults leave the address, and the page does not jump to the top.
 */
export const LIST_URL_OPTIONS = { history: "push", clearOnDefault: true, scroll: false } as const;

/** TanStack Table's sorting state from one URL sort, and back. */
export const toSortingState = <C extends string>(sort: ColumnSort<C>) => [sort];

export function fromSortingState<C extends string>(
  sorting: readonly { id: string; desc: boolean }[],
  fallback: ColumnSort<C>,
): ColumnSort<C> {
  const first = sorting[0];
  return first ? { id: first.id as C, desc: first.desc } : fallback;
}
