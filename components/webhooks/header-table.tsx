/** A header's value by name, as HTTP compares names: without regard to case. */
export function headerValue(headers: Record<string, string>, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (headers[key] ?? null) : null;
}

/** The headers of a request as sent, one row each; long values (signatures) wrap in place. */
export function HeaderTable({ headers }: { headers: Record<string, string> }) {
  return (
    <table className="mt-2 w-full text-left text-xs">
      <tbody className="divide-y divide-zinc-100">
        {Object.entries(headers).map(([name, value]) => (
          <tr key={name}>
            <th
              scope="row"
              className="w-48 py-1.5 pr-3 align-top font-mono font-medium text-zinc-600"
            >
              {name}
            </th>
            <td className="py-1.5 font-mono break-all text-zinc-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
