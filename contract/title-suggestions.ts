import { z } from "zod";
import { queryInteger, text } from "./inputs";
import { FILTER_ARRAY_VALUE_MAX_LENGTH } from "./prospecting";

/** How many titles one answer may carry. */
const TITLE_SUGGESTIONS_LIMIT = { min: 1, max: 100, default: 20 } as const;

export const TitleSuggestionsQuery = z.object({
  q: text()
    .max(FILTER_ARRAY_VALUE_MAX_LENGTH, `Use at most ${FILTER_ARRAY_VALUE_MAX_LENGTH} characters.`)
    .default("")
    .meta({
      description: `Only titles containing this text, ignoring case and surrounding spaces; "" lists the most common titles. At most ${FILTER_ARRAY_VALUE_MAX_LENGTH} characters.`,
    }),
  limit: queryInteger("limit", TITLE_SUGGESTIONS_LIMIT)
    .default(TITLE_SUGGESTIONS_LIMIT.default)
    .meta({
      description: `How many titles to return, ${TITLE_SUGGESTIONS_LIMIT.min} to ${TITLE_SUGGESTIONS_LIMIT.max}.`,
    }),
});
export type TitleSuggestionsQuery = z.infer<typeof TitleSuggestionsQuery>;

export const TitleSuggestion = z
  .object({
    title: z.string().meta({ description: "A job title as prospects carry it." }),
    prospects: z.number().int().meta({ description: "How many prospects have exactly it." }),
  })
  .meta({ id: "TitleSuggestion" });
export type TitleSuggestion = z.infer<typeof TitleSuggestion>;

export const TitleSuggestions = z
  .object({
    data: z.array(TitleSuggestion).meta({
      description: "The titles, the one most prospects have first.",
    }),
  })
  .meta({
    id: "TitleSuggestions",
    example: {
      data: [
        { title: "Software Engineer", prospects: 4210 },
        { title: "Account Executive", prospects: 3120 },
      ],
    },
  });
export type TitleSuggestions = z.infer<typeof TitleSuggestions>;
