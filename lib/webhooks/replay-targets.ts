/**
 * Where a delivery may be replayed: the other endpoints of the workspace, each said to be
 * ready or why not, by the platform's own rule (active, subscribed to the event type). The
 * platform still decides; this only spares a person a choice it would refuse.
 */
export type ReplayCandidate = {
  id: string;
  url: string;
  is_active: boolean;
  event_types: readonly string[];
};

export type ReplayTarget = { value: string; label: string; disabled: boolean };

export function replayTargets(
  endpoints: readonly ReplayCandidate[],
  from: { endpointId: string; eventType: string },
): ReplayTarget[] {
  return endpoints
    .filter((e) => e.id !== from.endpointId)
    .map((e) => {
      const why = !e.is_active
        ? "disabled"
        : e.event_types.includes(from.eventType)
          ? null
          : `not subscribed to ${from.eventType}`;
      return { value: e.id, label: why ? `${e.url} (${why})` : e.url, disabled: why !== null };
    })
    .sort((a, b) => Number(a.disabled) - Number(b.disabled));
}
