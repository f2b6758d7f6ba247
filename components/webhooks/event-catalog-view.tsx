import { CodeBlock } from "@/components/ui/code-block";
import { PageHeader } from "@/components/ui/page-header";
import {
  SIGNATURE_HEADER,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
} from "@/contract/webhooks";
import { eventCatalog } from "@/lib/webhooks/event-catalog";
import { BackLink } from "./back-link";
import { EventTypeChip } from "./badges";
import { ReceiverSamples } from "./receiver-samples";

/**
 * Every event type: what fires it, the fields of its body and an example, generated from the
 * contract's payload schemas. Rendered on the server; it ships no JavaScript of its own.
 */
export function EventCatalogView() {
  const catalog = eventCatalog();
  return (
    <>
      <BackLink />
      <PageHeader
        title="Event catalog"
        description={`Every event an endpoint can subscribe to. Each delivery is a POST whose JSON body holds the event's fields and event_type, signed in ${SIGNATURE_HEADER} and in Standard Webhooks' ${STANDARD_SIGNATURE_HEADER}; there is no event id or timestamp in the body (the headers carry them: ${STANDARD_ID_HEADER}, the same on every attempt, and ${STANDARD_TIMESTAMP_HEADER}).`}
      />
      <nav aria-label="Event types" className="mb-6 flex flex-wrap gap-1.5">
        {catalog.map((entry) => (
          <a key={entry.eventType} href={`#${entry.eventType}`} className="hover:opacity-80">
            <EventTypeChip type={entry.eventType} />
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        {catalog.map((entry) => (
          <section
            key={entry.eventType}
            id={entry.eventType}
            aria-labelledby={`${entry.eventType}-heading`}
            className="scroll-mt-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-zinc-200"
          >
            <h2
              id={`${entry.eventType}-heading`}
              className="font-mono text-base font-semibold text-zinc-900"
            >
              {entry.eventType}
            </h2>
            <p className="mt-1 text-sm text-zinc-700">{entry.summary}</p>
            <p className="mt-1 text-sm text-zinc-500">
              <span className="font-medium text-zinc-700">Fired by: </span>
              {entry.firedBy}
            </p>
            <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Fields of {entry.eventType}</caption>
                <thead>
                  <tr className="border-b border-zinc-200 text-xs text-zinc-500">
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      Field
                    </th>
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      Type
                    </th>
                    <th scope="col" className="py-1.5 font-medium">
                      Notes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.fields.map((field) => (
                    <tr key={field.name} className="border-b border-zinc-100 align-top">
                      <td className="py-1.5 pr-3 font-mono text-xs text-zinc-900">{field.name}</td>
                      <td className="py-1.5 pr-3 font-mono text-xs break-words text-zinc-600">
                        {field.type}
                      </td>
                      <td className="py-1.5 text-xs text-zinc-600">
                        {field.required ? "" : "Optional. "}
                        {field.description}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div>
                <h3 className="text-xs font-medium text-zinc-500">Example body</h3>
                <CodeBlock label={`Example ${entry.eventType} body`} className="mt-1">
                  {entry.example}
                </CodeBlock>
              </div>
            </div>
          </section>
        ))}
      </div>
      <ReceiverSamples headingId="catalog-receiver-samples" title="Receive and verify" />
    </>
  );
}
