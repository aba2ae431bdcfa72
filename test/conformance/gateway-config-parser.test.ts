import { configSafeJson, convertBackQuoted, expandVariables, parseConfigText } from "../../schema/gateway/configText";

/** The gateway's configuration parser (schema/gateway/configText.ts), which the conformance
 *  server applies to database configuration bodies and dbplane's gateway client writes around:
 *  the environment expansion of the gateway's rest/config.go (Go's os.Expand with its mapping)
 *  and base/util.go's backtick quoting, case by case. */

const env = (vars: Record<string, string>) => (name: string) => vars[name];

describe("environment expansion", () => {
  test.each([
    ["$A and ${A}", { A: "x" }, "x and x"],
    ["${A:-fallback} ${B:-fallback}", { A: "x" }, "x fallback"],
    ["${EMPTY:-used when empty}", { EMPTY: "" }, "used when empty"],
    ["${A:-}", {}, ""],
    ["a$$b", {}, "a$b"],
    ["cost: $.50, $ alone, a$\"", {}, 'cost: $.50, $ alone, a$"'],
    ["ends with $", {}, "ends with $"],
    ["${}x", {}, "x"],
    ["${never closed", {}, "never closed"],
    ["$A_B-c", { A_B: "v" }, "v-c"],
    ["${A}${A}", { A: "x" }, "xx"],
  ])("%j → %j", (text, vars, expanded) => {
    expect(expandVariables(text, env(vars))).toBe(expanded);
  });

  test("an undefined or empty variable is an error, each named, all of them at once", () => {
    expect(() => expandVariables("$MISSING and ${EMPTY} and $1 and $*", env({ EMPTY: "" }))).toThrow(
      "4 errors:\nundefined environment variable '${MISSING}' is specified in the config without default value\nundefined environment variable '${EMPTY}' is specified in the config without default value\nundefined environment variable '${1}' is specified in the config without default value\nundefined environment variable '${*}' is specified in the config without default value",
    );
  });
});

describe("backtick quoting", () => {
  test("text between backticks becomes a JSON string: quotes, backslashes, newlines and tabs escaped, carriage returns dropped", () => {
    const text = '{"sync": `function (doc) {\r\n\tchannel("a\\b");\n}`}';
    expect(JSON.parse(convertBackQuoted(text)).sync).toBe('function (doc) {\n\tchannel("a\\b");\n}');
  });

  test("a backtick after a backslash does not close; an empty pair is left as it is", () => {
    expect(convertBackQuoted("`a\\`b`")).toBe('"a\\\\`b"');
    expect(convertBackQuoted("``")).toBe("``");
  });

  test("the two passes in order: variables first, then backticks", () => {
    expect(parseConfigText('{"a": `$X`}', env({ X: 'say "hi"' }))).toBe('{"a": "say \\"hi\\""}');
  });
});

describe("dbplane's encoding", () => {
  test("every `$` and backtick is a JSON escape: the parser leaves the body as it is, and it decodes to the same value", () => {
    const value = { sync: "function (doc) { channel(`${doc.owner}-$x`); var $$ = '``'; }", nested: ["$HOME", "`"] };
    const text = configSafeJson(value);
    expect(text).not.toMatch(/[$`]/);
    expect(parseConfigText(text, () => undefined)).toBe(text);
    expect(JSON.parse(text)).toEqual(value);
  });
});
