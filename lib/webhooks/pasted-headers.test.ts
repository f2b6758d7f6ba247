import { describe, expect, it } from "vitest";
import { parsePastedHeaders } from "./pasted-headers";

describe("parsePastedHeaders", () => {
  it("reads name: value lines, skipping the request line, with names lower-cased", () => {
    expect(
      parsePastedHeaders(
        "POST /hooks HTTP/1.1\r\nWebhook-Id: whd_1\r\nwebhook-timestamp:1764172800\r\n\r\nX-Service-Signature: sha256=ab, sha256=cd\n",
      ),
    ).toEqual({
      "webhook-id": "whd_1",
      "webhook-timestamp": "1764172800",
      "x-service-signature": "sha256=ab, sha256=cd",
    });
  });

  it("reads curl -v's markers and a table's tab-separated cells", () => {
    expect(parsePastedHeaders("> webhook-id: whd_2\n< content-type: text/plain")).toEqual({
      "webhook-id": "whd_2",
      "content-type": "text/plain",
    });
    expect(parsePastedHeaders("webhook-signature\tv1,abc= v1,def=\nwebhook-id\twhd_3")).toEqual({
      "webhook-signature": "v1,abc= v1,def=",
      "webhook-id": "whd_3",
    });
  });

  it("reads a JSON object of headers, keeping only string values", () => {
    expect(parsePastedHeaders('{"Webhook-Id":"whd_4","x-service-attempt":"1","n":2}')).toEqual({
      "webhook-id": "whd_4",
      "x-service-attempt": "1",
    });
  });

  it("finds nothing in text without headers", () => {
    expect(parsePastedHeaders("")).toEqual({});
    expect(parsePastedHeaders("just some words")).toEqual({});
  });
});
