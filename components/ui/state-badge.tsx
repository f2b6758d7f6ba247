import { type StateKind, type StateValue, stateWords } from "@/lib/words";
import { Badge } from "./badge";

/**
 * A status, outcome or role as a badge, in the words and colour `lib/words` gives it. Every
 * badge of a state uses this, so no screen shows the platform's raw value. `data-state` keeps
 * the value for tests and for a developer inspecting the page.
 */
export function StateBadge<K extends StateKind>({
  kind,
  value,
  className,
}: {
  kind: K;
  value: StateValue<K> | string;
  className?: string;
}) {
  const { label, tone } = stateWords(kind, value);
  return (
    <Badge tone={tone} className={className} data-state={value}>
      {label}
    </Badge>
  );
}
