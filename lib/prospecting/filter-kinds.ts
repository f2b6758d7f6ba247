import { z } from "zod";
import {
  type ArrayFilter,
  type BooleanFilter,
  FILTER_ARRAY_LIMITS,
  FILTER_BOOLEANS,
  FILTER_STRING_LIMITS,
  ProspectingFilters,
  type StringFilter,
} from "@/contract/prospecting";

/** The members of ProspectingFilters by the kind of control that edits them. */
export type NumberFilter = Exclude<
  keyof ProspectingFilters,
  ArrayFilter | StringFilter | BooleanFilter
>;
export type FilterName = keyof ProspectingFilters;

export const ARRAY_FILTERS = Object.keys(FILTER_ARRAY_LIMITS) as ArrayFilter[];
export const STRING_FILTERS = Object.keys(FILTER_STRING_LIMITS) as StringFilter[];
export const BOOLEAN_FILTERS: readonly BooleanFilter[] = FILTER_BOOLEANS;

/** Every member that is neither an array, a string nor a boolean: the rest are numbers. */
export const NUMBER_FILTERS = (Object.keys(ProspectingFilters.shape) as FilterName[]).filter(
  (name): name is NumberFilter =>
    !(ARRAY_FILTERS as string[]).includes(name) &&
    !(STRING_FILTERS as string[]).includes(name) &&
    !(BOOLEAN_FILTERS as readonly string[]).includes(name),
);

export type FilterKind = "array" | "string" | "number" | "boolean";

export function filterKind(name: FilterName): FilterKind {
  if ((ARRAY_FILTERS as string[]).includes(name)) return "array";
  if ((STRING_FILTERS as string[]).includes(name)) return "string";
  if ((BOOLEAN_FILTERS as readonly string[]).includes(name)) return "boolean";
  return "number";
}

export type NumberBounds = { integer: boolean; minimum: number | null; maximum: number | null };

type JsonNumber = { type?: string | string[]; minimum?: number; maximum?: number };
type JsonProperty = JsonNumber & { anyOf?: JsonNumber[] };

/**
 * Bounds of each numeric filter, read from the contract's own schema (through its JSON
 * Schema), so the inputs' hints and attributes never restate a limit.
 */
export const NUMBER_BOUNDS: Record<NumberFilter, NumberBounds> = (() => {
  const schema = z.toJSONSchema(ProspectingFilters, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonProperty>;
    $defs?: Record<string, { properties?: Record<string, JsonProperty> }>;
  };
  const properties = schema.properties ?? schema.$defs?.ProspectingFilters?.properties ?? {};
  const bounds = {} as Record<NumberFilter, NumberBounds>;
  for (const name of NUMBER_FILTERS) {
    const property = properties[name] ?? {};
    const number =
      property.anyOf?.find((p) => p.type === "integer" || p.type === "number") ?? property;
    const types = Array.isArray(number.type) ? number.type : [number.type];
    // A bound at the edge of safe integers only says "a safe integer", not a real limit.
    const real = (n: number | undefined) =>
      n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? null : n;
    bounds[name] = {
      integer: types.includes("integer"),
      minimum: real(number.minimum),
      maximum: real(number.maximum),
    };
  }
  return bounds;
})();

/** "1800 to 2100", "0 or more", "Any number" — the range a numeric filter accepts. */
export function describeBounds({ integer, minimum, maximum }: NumberBounds): string {
  const what = integer ? "A whole number" : "A number";
  if (minimum !== null && maximum !== null) return `${what} from ${minimum} to ${maximum}.`;
  if (minimum !== null) return `${what}, ${minimum} or more.`;
  if (maximum !== null) return `${what}, ${maximum} or less.`;
  return `${what}; may be negative.`;
}
