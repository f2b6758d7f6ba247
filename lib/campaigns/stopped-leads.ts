type Entry = { type: string; value: string };
type LeadLike = { email: string | null; status: string };

/** The domain of an address, lower-case; null without one. */
function domainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at < 0 ? null : email.slice(at + 1).toLowerCase();
}

/**
 * Whether a do-not-contact entry covers this lead's email: the same address, or an address
 * at the domain or one of its subdomains. Phone entries cover no email.
 */
export function entryCoversEmail(entry: Entry, email: string | null): boolean {
  if (!email) return false;
  if (entry.type === "email") return email.toLowerCase() === entry.value;
  if (entry.type !== "domain") return false;
  const domain = domainOf(email);
  return domain !== null && (domain === entry.value || domain.endsWith(`.${entry.value}`));
}

/** Of leads a search found, those the entry matched and whose status is now dnc. */
export function leadsStoppedBy<L extends LeadLike>(entry: Entry, leads: readonly L[]): L[] {
  return leads.filter((l) => l.status === "dnc" && entryCoversEmail(entry, l.email));
}
