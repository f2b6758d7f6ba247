import { z } from "zod";
import { Timestamp } from "./envelopes";
import { PAGE_SIZE_RANGE, ProspectingFilters } from "./prospecting";
import type { Role } from "./roles";

/** Saving, renaming and deleting a saved search changes workspace data: manager and above. */
export const SAVED_SEARCH_WRITE_ROLE: Role = "manager";

export const SAVED_SEARCH_NAME_MAX = 120;
/** Enough for any workspace's searches on one page; the listing is not paged. */
export const SAVED_SEARCHES_MAX = 200;

const name = z
  .string()
  .trim()
  .min(1, "Give the search a name.")
  .max(SAVED_SEARCH_NAME_MAX, `Use a name of at most ${SAVED_SEARCH_NAME_MAX} characters.`);

const leadListId = z
  .string()
  .max(100)
  .nullable()
  .meta({ description: "The lead list the search was built for, if any." });

const pageSize = z
  .number()
  .int("Use a whole number of results per page.")
  .min(PAGE_SIZE_RANGE.min, "Use a page size from 1 to 100.")
  .max(PAGE_SIZE_RANGE.max, "Use a page size from 1 to 100.");

/** The search as the preview request takes it, and the list it was built for. */
const search = {
  lead_list_id: leadListId.default(null),
  filters: ProspectingFilters,
  page_size: pageSize.default(25),
  auto_enrich: z.boolean().default(true),
};

/**
 * Filters without the members that say nothing (null, "", []), so a saved search reads like
 * the request it stands for.
 */
export function compactFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export const CreateSavedSearchBody = z
  .object({ name, ...search })
  .strict()
  .meta({ id: "CreateSavedSearchBody" });
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBody>;
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchBody>;

/** Rename, or save the current search over it; at least one member. */
export const UpdateSavedSearchBody = z
  .object({
    name: name.optional(),
    lead_list_id: leadListId.optional(),
    filters: search.filters.optional(),
    page_size: pageSize.optional(),
    auto_enrich: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Send a name or a search to save.")
  .meta({ id: "UpdateSavedSearchBody" });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBody>;

export const SavedSearch = z
  .object({
    id: z.string(),
    name: z.string(),
    lead_list_id: z.string().nullable(),
    filters: z
      .record(z.string(), z.unknown())
      .meta({ description: "ProspectingFilters without the members that say nothing." }),
    page_size: z.number().int(),
    auto_enrich: z.boolean(),
    created_by: z
      .object({ id: z.string(), email: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "Who saved it; null once that member is gone." }),
    created_at: Timestamp,
    updated_at: Timestamp,
    last_run: z
      .object({
        at: Timestamp,
        total_matches: z.number().int().nullable(),
        preview_id: z.string(),
        lead_list_id: z.string(),
      })
      .nullable()
      .meta({
        description:
          "The newest preview of the workspace with exactly these filters (whoever ran it, on whichever list), among its recent ones; null if none.",
      }),
  })
  .meta({ id: "SavedSearch" });
export type SavedSearch = z.infer<typeof SavedSearch>;
