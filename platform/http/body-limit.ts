import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors";

/** Largest request body the platform reads; the 413 sentence says 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const limitBody = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError("body_too_large");
    },
  });
