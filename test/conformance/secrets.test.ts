import { Secrets } from "../../conformance/core/secrets";

/** Bearer secrets that proved right are remembered (a repeat costs no HMAC); wrong ones never
 *  are, so a flood of them can neither fill memory nor push the right ones out. */
describe("remembered bearer secrets", () => {
  test("a flood of wrong secrets leaves the right one remembered, and none of them is", () => {
    const secrets = new Secrets();
    const right = "right-secret";
    const stored = secrets.keyedHash(right);
    expect(secrets.matches(right, stored)).toBe(true);
    const hmac = jest.spyOn(secrets, "keyedHash");
    for (let i = 0; i < 20_000; i++) expect(secrets.matches(`wrong-${i}-${"x".repeat(100)}`, stored)).toBe(false);
    expect(hmac).toHaveBeenCalledTimes(20_000);

    hmac.mockClear();
    expect(secrets.matches(right, stored)).toBe(true);
    expect(hmac).not.toHaveBeenCalled();
    // A wrong one seen before costs its HMAC again: it was not kept.
    expect(secrets.matches("wrong-0-" + "x".repeat(100), stored)).toBe(false);
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  test("a lookup remembers what it found, not what it missed", () => {
    const secrets = new Secrets();
    const table = new Map([[secrets.keyedHash("session-a"), "a"]]);
    const hmac = jest.spyOn(secrets, "keyedHash");
    expect(secrets.lookupBearer("session-a", (k) => table.get(k))).toBe("a");
    expect(secrets.lookupBearer("session-b", (k) => table.get(k))).toBeUndefined();
    hmac.mockClear();
    expect(secrets.lookupBearer("session-a", (k) => table.get(k))).toBe("a");
    expect(secrets.lookupBearer("session-b", (k) => table.get(k))).toBeUndefined();
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});

describe("password hashing under a flood", () => {
  test("two run at once, a bounded number wait; beyond, a 503 with Retry-After at once, and the slots come back", async () => {
    const secrets = new Secrets(undefined, 3);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => secrets.hashPassword("pw")));
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(refused.map((e) => ({ status: e.status, headers: e.headers }))).toEqual(Array(3).fill({ status: 503, headers: { "retry-after": "1" } }));
    // Once the flood has drained, checks run again.
    const hash = await secrets.hashPassword("again");
    expect(await secrets.verifyPassword(hash, "again")).toBe(true);
  });
});

describe("a password just set", () => {
  test("verifies without a second scrypt; a wrong one, or the same hash in another process, still costs one", async () => {
    const secrets = new Secrets();
    const stored = await secrets.hashPassword("just-set");
    const scrypt = jest.spyOn(secrets as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    expect(await secrets.verifyPassword(stored, "just-set")).toBe(true);
    expect(scrypt).not.toHaveBeenCalled();
    expect(await secrets.verifyPassword(stored, "not-it")).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);

    // What is remembered lives in this process only (a restart checks the stored hash again).
    const restarted = new Secrets();
    const again = jest.spyOn(restarted as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    expect(await restarted.verifyPassword(stored, "just-set")).toBe(true);
    expect(again).toHaveBeenCalledTimes(1);
  });

  test("what is remembered holds no password, and a pair verified once vouches for no other pair", async () => {
    const secrets = new Secrets();
    const mine = await secrets.hashPassword("pw-one");
    const theirs = await secrets.hashPassword("pw-two");
    const remembered = [...(secrets as unknown as { verified: Set<string> }).verified];
    expect(remembered).toHaveLength(2);
    for (const entry of remembered) expect(entry).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const scrypt = jest.spyOn(secrets as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    // Each password against the other's hash: checked (a scrypt each), and refused.
    expect(await secrets.verifyPassword(theirs, "pw-one")).toBe(false);
    expect(await secrets.verifyPassword(mine, "pw-two")).toBe(false);
    // The boundary between hash and password moved by a character: another pair, checked again.
    expect(await secrets.verifyPassword(mine.slice(0, -1), `${mine.slice(-1)}pw-one`)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(3);
    expect(await secrets.verifyPassword(mine, "pw-one")).toBe(true);
    expect(scrypt).toHaveBeenCalledTimes(3);
  });
});
