import { prepareCorpus } from "./prospect-search-corpus";
const size = Number(process.argv[2]);
await prepareCorpus({
  size,
  serverUrl: "postgres://postgres@127.0.0.1:5432/postgres",
  reuse: false,
  log: (l) => console.log(new Date().toISOString().slice(11, 19), l),
});
