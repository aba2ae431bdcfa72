import { resolveLimits } from "../../conformance/core/limits";
import { Secrets } from "../../conformance/core/secrets";

const ME = { tenant: "t", user: "me" };

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

describe("password checks under a flood", () => {
  const limits = resolveLimits({ passwordChecksWaitingPerUser: 3, passwordChecksWaitingPerTenant: 5 });
  const refusals = (results: PromiseSettledResult<unknown>[]) =>
    results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => ({ status: r.reason.status, headers: r.reason.headers, message: r.reason.message }));

  test("one user's flood fills its own queue, then 429 with Retry-After at once; another user and another tenant are served in turn, not behind it", async () => {
    const secrets = new Secrets(undefined, limits);
    // The order the checks were given a slot (when each one's scrypt began): how long each scrypt
    // then takes on the thread pool is the machine's business, not the queues'.
    const started: string[] = [];
    const slots = (secrets as unknown as { scryptSlots: { acquire(group: string, member: string): Promise<boolean> } }).scryptSlots;
    const acquire = slots.acquire.bind(slots);
    slots.acquire = (group, member) => acquire(group, member).then((granted) => (granted && started.push(member), granted));
    const check = (tenant: string, user: string) => secrets.hashPassword("pw", { tenant, user });
    // Two run at once, three wait in alice's queue, the other three are refused.
    const flood = Array.from({ length: 8 }, () => check("t1", "alice"));
    const others = [check("t1", "bob"), check("t2", "carol")];
    const results = await Promise.allSettled([...flood, ...others]);
    expect(refusals(results)).toEqual(
      Array(3).fill({ status: 429, headers: { "retry-after": "1" }, message: expect.stringMatching(/user "alice".*limit of 3 password checks waiting per user reached \(server option --max-password-checks-waiting-per-user\)/) }),
    );
    // The queues took turns: the first slot freed went to alice's tenant (its turn came first),
    // the second to carol's tenant, the third to bob (alice's tenant, another user), all before
    // the rest of alice's queue.
    expect(started).toEqual(["alice", "alice", "alice", "carol", "bob", "alice", "alice"]);
    // Once the flood has drained, checks run again.
    const hash = await secrets.hashPassword("again", { tenant: "t1", user: "alice" });
    expect(await secrets.verifyPassword(hash, "again", { tenant: "t1", user: "alice" })).toBe(true);
  });

  test("a flood spread over one tenant's users fills that tenant's queue: then its checks are refused, another tenant's are not", async () => {
    const secrets = new Secrets(undefined, limits);
    const flood = Array.from({ length: 12 }, (_, i) => secrets.hashPassword("pw", { tenant: "t1", user: `u${i % 4}` }));
    const elsewhere = secrets.hashPassword("pw", { tenant: "t2", user: "carol" });
    const results = await Promise.allSettled([...flood, elsewhere]);
    expect(results[12].status).toBe("fulfilled");
    // Two ran at once, five waited (the tenant's queue), five were refused.
    expect(refusals(results)).toEqual(Array(5).fill({ status: 429, headers: { "retry-after": "1" }, message: expect.stringMatching(/per tenant reached \(server option --max-password-checks-waiting-per-tenant\)/) }));
  });
});

describe("a password just set", () => {
  test("verifies without a second scrypt; a wrong one, or the same hash in another process, still costs one", async () => {
    const secrets = new Secrets();
    const stored = await secrets.hashPassword("just-set", ME);
    const scrypt = jest.spyOn(secrets as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    expect(await secrets.verifyPassword(stored, "just-set", ME)).toBe(true);
    expect(scrypt).not.toHaveBeenCalled();
    expect(await secrets.verifyPassword(stored, "not-it", ME)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);

    // What is remembered lives in this process only (a restart checks the stored hash again).
    const restarted = new Secrets();
    const again = jest.spyOn(restarted as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    expect(await restarted.verifyPassword(stored, "just-set", ME)).toBe(true);
    expect(again).toHaveBeenCalledTimes(1);
  });

  test("what is remembered holds no password, and a pair verified once vouches for no other pair", async () => {
    const secrets = new Secrets();
    const mine = await secrets.hashPassword("pw-one", ME);
    const theirs = await secrets.hashPassword("pw-two", ME);
    const remembered = [...(secrets as unknown as { verified: Set<string> }).verified];
    expect(remembered).toHaveLength(2);
    for (const entry of remembered) expect(entry).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const scrypt = jest.spyOn(secrets as unknown as { scrypt: () => Promise<Buffer> }, "scrypt");
    // Each password against the other's hash: checked (a scrypt each), and refused.
    expect(await secrets.verifyPassword(theirs, "pw-one", ME)).toBe(false);
    expect(await secrets.verifyPassword(mine, "pw-two", ME)).toBe(false);
    // The boundary between hash and password moved by a character: another pair, checked again.
    expect(await secrets.verifyPassword(mine.slice(0, -1), `${mine.slice(-1)}pw-one`, ME)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(3);
    expect(await secrets.verifyPassword(mine, "pw-one", ME)).toBe(true);
    expect(scrypt).toHaveBeenCalledTimes(3);
  });
});
