import { describe, expect, it } from "vitest";
import { buildKitUses, needsBuildKit } from "../../../../src/runtimes/docker/dockerfile-syntax.js";

const FROM = "FROM ubuntu:24.04\n";

describe("BuildKit-only Dockerfile syntax", () => {
  const rows: { name: string; text: string; uses: string[]; line?: number }[] = [
    { name: "classic file", text: `${FROM}COPY a /a\nRUN echo hi\n`, uses: [] },
    {
      name: "COPY --chown and --from are classic",
      text: `${FROM}COPY --chown=1:1 --from=x a /a\n`,
      uses: [],
    },
    { name: "FROM --platform is classic", text: "FROM --platform=linux/amd64 ubuntu\n", uses: [] },
    { name: "COPY --chmod", text: `${FROM}COPY --chmod=755 a /a\n`, uses: ["COPY --chmod"], line: 2 },
    {
      name: "lowercase copy --chmod",
      text: `${FROM}copy --chmod=755 a /a\n`,
      uses: ["COPY --chmod"],
      line: 2,
    },
    { name: "COPY --link", text: `${FROM}COPY --link a /a\n`, uses: ["COPY --link"], line: 2 },
    {
      name: "COPY --chown then --chmod",
      text: `${FROM}COPY --chown=1:1 --chmod=644 a /a\n`,
      uses: ["COPY --chmod"],
      line: 2,
    },
    { name: "COPY --parents", text: `${FROM}COPY --parents a/b /x/\n`, uses: ["COPY --parents"] },
    { name: "COPY --exclude", text: `${FROM}COPY --exclude=*.txt . /x/\n`, uses: ["COPY --exclude"] },
    {
      name: "ADD --checksum",
      text: `${FROM}ADD --checksum=sha256:ab https://x/y /y\n`,
      uses: ["ADD --checksum"],
    },
    { name: "ADD --chmod", text: `${FROM}ADD --chmod=600 a /a\n`, uses: ["ADD --chmod"] },
    { name: "RUN --mount", text: `${FROM}RUN --mount=type=cache,target=/c make\n`, uses: ["RUN --mount"] },
    { name: "RUN --network", text: `${FROM}RUN --network=none true\n`, uses: ["RUN --network"] },
    { name: "RUN --security", text: `${FROM}RUN --security=insecure true\n`, uses: ["RUN --security"] },
    { name: "a flag after the first word is an argument", text: `${FROM}RUN ls --chmod\n`, uses: [] },
    { name: "RUN heredoc", text: `${FROM}RUN <<EOF\napt-get update\nEOF\n`, uses: ["RUN <<EOF"], line: 2 },
    {
      name: "COPY heredoc with a quoted, dashed delimiter",
      text: `${FROM}COPY <<-"END" /x\n\tbody\n\tEND\n`,
      uses: ['COPY <<-"END"'],
    },
    {
      name: "a heredoc's body is not read as instructions",
      text: `${FROM}RUN <<EOF\nCOPY --link a b\nEOF\n`,
      uses: ["RUN <<EOF"],
    },
    { name: "a quoted << is not a heredoc", text: `${FROM}RUN echo "<<EOF" '<<X'\n`, uses: [] },
    { name: "a heredoc in ENV is not BuildKit's", text: `${FROM}ENV A=<<EOF\n`, uses: [] },
    {
      name: "continuation lines: the instruction's first line is named",
      text: `${FROM}RUN echo a \\\n  && echo b\nCOPY \\\n  --chmod=700 a /a\n`,
      uses: ["COPY --chmod"],
      line: 4,
    },
    {
      name: "comment lines inside a continued instruction",
      text: `${FROM}COPY \\\n# a comment\n  --link a /a\n`,
      uses: ["COPY --link"],
      line: 2,
    },
    { name: "a commented-out instruction", text: `${FROM}# COPY --chmod=755 a /a\n`, uses: [] },
    {
      name: "escape directive: backtick continues a line",
      text: "# escape=`\nFROM x\nCOPY `\n  --chmod=1 a /a\n",
      uses: ["COPY --chmod"],
      line: 3,
    },
    {
      name: "a syntax directive is noted, not blocking",
      text: `# syntax=docker/dockerfile:1\n${FROM}COPY a /a\n`,
      uses: ["# syntax=docker/dockerfile:1"],
    },
    {
      name: "a syntax comment after the first instruction is a comment",
      text: `${FROM}# syntax=docker/dockerfile:1\n`,
      uses: [],
    },
    { name: "CRLF line ends", text: "FROM x\r\nCOPY --chmod=755 a /a\r\n", uses: ["COPY --chmod"], line: 2 },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const uses = buildKitUses(row.text);
      expect(uses.map((u) => u.what)).toEqual(row.uses);
      if (row.line !== undefined) expect(uses[0].line).toBe(row.line);
    });
  }

  it("the refusal is one line naming file, line and instruction", () => {
    const text = `${FROM}RUN true\nCOPY --chmod=755 run.sh /run.sh\n`;
    expect(needsBuildKit("/t/environment/Dockerfile", text)).toBe(
      "/t/environment/Dockerfile:3: COPY --chmod needs BuildKit (docker buildx or an engine with BuildKit); this runner has neither",
    );
  });

  it("no refusal for a file the classic builder builds, syntax directive or not", () => {
    expect(needsBuildKit("Dockerfile", `${FROM}COPY a /a\n`)).toBeNull();
    expect(needsBuildKit("Dockerfile", `# syntax=docker/dockerfile:1.7\n${FROM}COPY a /a\n`)).toBeNull();
  });

  it("the first blocking use is the one named", () => {
    const text = `# syntax=docker/dockerfile:1\n${FROM}RUN --mount=type=cache,target=/c true\nCOPY --link a /a\n`;
    expect(needsBuildKit("D", text)).toMatch(/^D:3: RUN --mount needs BuildKit/);
  });
});
