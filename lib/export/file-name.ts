/** "Q4 targets: EMEA" → "q4-targets-emea-2026-11-23.csv" (kept apart from the CSV writer, which loads only on export). */
export function csvFileName(name: string, now = new Date()): string {
  const slug =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "export";
  return `${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
