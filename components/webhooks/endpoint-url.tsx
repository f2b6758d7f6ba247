/** An endpoint's address inside a sentence: monospace, wrapping anywhere rather than overflow. */
export function EndpointUrl({ url }: { url: string }) {
  return <span className="font-mono text-xs break-all text-zinc-700">{url}</span>;
}
