import { describe, expect, it } from "vitest";
import { parseResponseHead } from "../../../../src/runtimes/http/exchange.js";

/** The head as given (without the blank line that ends it). */
const head = (text: string) => {
  const buf = Buffer.from(text, "latin1");
  return parseResponseHead(buf, 0, buf.length);
};

describe("response head, read from the bytes", () => {
  it.each([
    // name,                              head,                                                   version, status, headers
    ["status line only", "HTTP/1.1 204 No Content", 11, 204, {}],
    ["no reason phrase", "HTTP/1.1 200", 11, 200, {}],
    ["HTTP/1.0", "HTTP/1.0 200 OK\r\nContent-Length: 3", 10, 200, { "content-length": "3" }],
    ["1xx", "HTTP/1.1 103 Early Hints\r\nLink: </a>", 11, 103, { link: "</a>" }],
    ["not HTTP", "ICY 200 OK\r\nx: 1", null, 0, { x: "1" }],
    ["short status", "HTTP/1.1 20\r\nx: 1", null, 0, { x: "1" }],
    [
      "odd casing and whitespace",
      "HTTP/1.1 200 OK\r\nTransfer-ENCODING:chunked\r\n  CONNECTION \t:  Keep-Alive \t\r\nkeep-alive: timeout=5",
      11,
      200,
      { "transfer-encoding": "chunked", connection: "Keep-Alive", "keep-alive": "timeout=5" },
    ],
    [
      "empty value",
      "HTTP/1.1 200 OK\r\nx-empty:\r\nx-spaces:   ",
      11,
      200,
      { "x-empty": "", "x-spaces": "" },
    ],
    ["colon in value", "HTTP/1.1 200 OK\r\nlocation: http://a:1/b", 11, 200, { location: "http://a:1/b" }],
    ["repeated name joined", "HTTP/1.1 200 OK\r\nVia: a\r\nvia: b", 11, 200, { via: "a, b" }],
    ["lines without a name skipped", "HTTP/1.1 200 OK\r\n: x\r\nnocolon\r\ny: 2", 11, 200, { y: "2" }],
    ["bare LF stays in the line", "HTTP/1.1 200 OK\r\na: 1\nb: 2", 11, 200, { a: "1\nb: 2" }],
    [
      "latin1 value, NBSP trimmed",
      "HTTP/1.1 200 OK\r\nx: \u00a0caf\u00e9\u00a0",
      11,
      200,
      { x: "caf\u00e9" },
    ],
  ] as const)("%s", (_name, text, version, status, headers) => {
    expect(head(text)).toEqual({ version, status, headers });
  });

  it("reads only its own range of a larger buffer", () => {
    const buf = Buffer.from("junkHTTP/1.1 201 Created\r\nx: 1\r\n\r\nbody", "latin1");
    const end = buf.indexOf("\r\n\r\n");
    expect(parseResponseHead(buf, 4, end)).toEqual({ version: 11, status: 201, headers: { x: "1" } });
  });
});
