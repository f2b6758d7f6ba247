import { METHOD_NAME_ALL } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

type Route = { method: string; path: string };

/**
 * Which methods each path of the app answers, for the `Allow` header of a 405. Built from the
 * app's own route table once every route is registered, so it can never disagree with it.
 */
export function allowedMethodsOf(routes: readonly Route[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of routes) {
    if (route.method === METHOD_NAME_ALL) continue; // middleware, not an operation
    router.add(METHOD_NAME_ALL, route.path, route.method.toUpperCase());
  }
  return (path) => {
    const methods = new Set(router.match("GET", path)[0].map(([method]) => method));
    // Hono answers HEAD with the GET handler.
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
