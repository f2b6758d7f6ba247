import { createServer } from "node:http";

/** The baseline: a bare node:http handler answering a lead-list page of the same size. */
const body = JSON.stringify({
  items: Array.from({ length: 3 }, (_, i) => ({
    id: `ll_${"x".repeat(16)}`,
    name: `List ${i}`,
    description: "Directors and above at 1,000+ employee companies.",
    lead_count: 25,
    created_at: "2026-11-22T14:00:00Z",
  })),
  total: 3,
  page: 1,
  per_page: 25,
});
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`ready ${typeof address === "object" && address ? address.port : 0}`);
});
