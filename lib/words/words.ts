/** A badge's colour, by what it means (the kit's `Badge` draws each). */
export type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

/** How a state reads on screen: its words and its badge's colour. */
export type Words = { label: string; tone: Tone };

export const words = (label: string, tone: Tone = "neutral"): Words => ({ label, tone });

/**
 * A value the console has no words for yet (a platform newer than the console) still reads as
 * words, never as `snake_case`: "meeting_booked" → "Meeting booked". The unit test makes sure
 * every value the contract names has words of its own, so this is only ever a stopgap.
 */
export function humanize(value: string): string {
  const text = value
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "—";
}
