import { describe, expect, it } from "vitest";
import { md } from "../../../src/report/escape.js";
import { sparkline } from "../../../src/report/sparkline.js";

describe("md escaping", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["<!-- hide -->", "&lt;\\!-- hide --&gt;"],
    ["a | b", "a &#124; b"],
    ["```js", "&#96;&#96;&#96;js"],
    ["ping @octocat", "ping &#64;octocat"],
    ["line\nbreak", "line break"],
    ["*bold* _it_ [x](y)", "\\*bold\\* \\_it\\_ \\[x\\](y)"],
  ])("%j → inert", (input, want) => expect(md(input)).toBe(want));

  it("cuts long text", () => {
    expect(md("x".repeat(500), 10)).toHaveLength(10);
  });
});

describe("sparkline", () => {
  it.each([
    { values: [1, 2, 3, 4, 5, 6, 7, 8], want: "▁▂▃▄▅▆▇█" },
    { values: [5, 5, 5, 5], want: "▄▄▄▄" },
    { values: [0, null, 8, 8, 0], want: "▁ ██▁" },
    // one to three points show no shape: no line
    { values: [1, 2, 3], want: "" },
    { values: [0, null, 8], want: "" },
    { values: [], want: "" },
  ])("$values", ({ values, want }) => expect(sparkline(values)).toBe(want));

  it("downsamples to the width", () => {
    expect([
      ...sparkline(
        Array.from({ length: 1000 }, (_, i) => i),
        20,
      ),
    ]).toHaveLength(20);
  });
});
