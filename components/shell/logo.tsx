export function Logo({ withName = false }: { withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-sm font-bold text-white shadow-sm"
      >
        O
      </span>
      {withName ? (
        <span className="text-sm font-semibold text-zinc-900">Outreach Console</span>
      ) : null}
    </span>
  );
}
