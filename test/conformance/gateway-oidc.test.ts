import { expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** Document 1 "Authentication" 5 (OpenID Connect, implicit flow) and the OIDC provider fields
 *  of document 4, against the control plane's stand-in issuer. */
let gw: Gateway;
let issuer: string;

async function mint(body: Record<string, unknown>): Promise<string> {
  const res = await gw.control("POST", "oidc/token", body);
  expect(res.status).toBe(200);
  return res.body.id_token;
}

beforeAll(async () => {
  gw = await startGateway({ egressAllowPrivate: true }); // the broken provider's discovery is on loopback
  issuer = `${gw.t.apiUrl}/_conformance/oidc`;
  await gw.createDb("oidc", {
    oidc: {
      default_provider: "main",
      providers: {
        main: { issuer, client_id: "app", register: true, user_prefix: "acme" },
        bare: { issuer, client_id: "bare-app", register: true },
        closed: { issuer, client_id: "closed-app", register: false, user_prefix: "closed" },
        claims: { issuer, client_id: "claims-app", register: true, user_prefix: "cl", channels_claim: "chans" },
        elsewhere: { issuer: "https://login.example.com/", client_id: "other-app", register: true },
        // Nothing listens on the discard port: discovery cannot be fetched.
        broken: { issuer, client_id: "broken-app", register: true, discovery_url: "http://127.0.0.1:9/.well-known/openid-configuration" },
      },
    },
  });
  await gw.createUser("oidc", "writer", { admin_channels: ["*"] });
  await gw.pub("PUT", "/oidc/red-doc", { channels: ["red"] }, { user: "writer", password: "pass-word" });
});
afterAll(() => gw.close());

describe("the control-plane issuer", () => {
  test("discovery names the issuer and its JWKS; the JWKS holds one RS256 key", async () => {
    const discovery = await gw.control("GET", "oidc/.well-known/openid-configuration");
    expect(discovery.body).toMatchObject({ issuer, jwks_uri: `${issuer}/jwks` });
    const jwks = await gw.control("GET", "oidc/jwks");
    expect(jwks.body.keys).toEqual([expect.objectContaining({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String), n: expect.any(String), e: "AQAB" })]);
    expect(jwks.body.keys[0]).not.toHaveProperty("d");
  });

  test("the token endpoint validates its body", async () => {
    expect((await gw.control("POST", "oidc/token", { aud: "app" })).status).toBe(400);
    expect((await gw.control("POST", "oidc/token", { sub: "x", aud: "app", alg: "ES256" })).status).toBe(400);
  });
});

describe("ID tokens on the public API", () => {
  test("an RS256 token registers the user on first login as <user_prefix>_<sub> and authenticates", async () => {
    const token = await mint({ sub: "u1", aud: "app" });
    const who = await gw.pub("GET", "/oidc/_session", undefined, { bearer: token });
    expect(who.status).toBe(200);
    expect(who.body.userCtx.name).toBe("acme_u1");
    expect((await gw.admin.get("/oidc/_user/acme_u1")).status).toBe(200);
    expect((await gw.pub("PUT", "/oidc/by-token", { channels: ["x"] }, { bearer: token })).status).toBe(201);
  });

  test("without user_prefix the prefix is the URL-escaped issuer host and path", async () => {
    const token = await mint({ sub: "u2", aud: "bare-app" });
    const who = await gw.pub("GET", "/oidc/_session", undefined, { bearer: token });
    const url = new URL(issuer);
    const expected = `${encodeURIComponent(url.host + url.pathname)}_u2`;
    expect(who.body.userCtx.name).toBe(expected);
    expect(expected).toMatch(/^127\.0\.0\.1%3A\d+%2F_conformance%2Foidc_u2$/);
    expect((await gw.admin.get(`/oidc/_user/${encodeURIComponent(expected)}`)).status).toBe(200);
  });

  test("register false: an unknown user gets 401; once the user exists, the token works", async () => {
    const token = await mint({ sub: "u3", aud: "closed-app" });
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: token }), 401);
    expect((await gw.admin.get("/oidc/_user/closed_u3")).status).toBe(404);
    await gw.createUser("oidc", "closed_u3");
    expect((await gw.pub("GET", "/oidc/_session", undefined, { bearer: token })).body.userCtx.name).toBe("closed_u3");
  });

  test("HS256 tokens are rejected (only RS256 is supported)", async () => {
    const res = await gw.pub("GET", "/oidc/_session", undefined, { bearer: await mint({ sub: "u4", aud: "app", alg: "HS256" }) });
    expectGatewayError(res, 401, /alg/);
    expect(res.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    expect((await gw.admin.get("/oidc/_user/acme_u4")).status).toBe(404);
  });

  test("a token whose audience or issuer matches no provider gets 401", async () => {
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: await mint({ sub: "u5", aud: "someone-else" }) }), 401, /provider/);
    // "other-app" is configured, but for another issuer
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: await mint({ sub: "u5", aud: "other-app" }) }), 401, /provider/);
  });

  test.each([7, {}, true, null, [7, {}], ["app", 7]])("an unsigned token whose aud is %j gets 401 (the audience is read before any signature is)", async (aud) => {
    const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const bearer = `${part({ alg: "RS256" })}.${part({ iss: issuer, aud, sub: "x" })}.x`;
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer }), 401);
    expectGatewayError(await gw.pub("POST", "/oidc/_session", {}, { bearer }), 401);
  });

  test("an expired token gets 401", async () => {
    const token = await mint({ sub: "u6", aud: "app", expiresInSeconds: 60 });
    expect((await gw.pub("GET", "/oidc/_session", undefined, { bearer: token })).status).toBe(200);
    await gw.control("POST", "clock", { advanceMs: 120_000 });
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: token }), 401, /exp/);
  });

  test("a tampered or malformed token, an unreachable discovery document: 401", async () => {
    const token = await mint({ sub: "u7", aud: "app" });
    const [h, p, s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: "admin" })).toString("base64url");
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: `${h}.${forged}.${s}` }), 401);
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: "not-a-jwt" }), 401);
    expectGatewayError(await gw.pub("GET", "/oidc/_session", undefined, { bearer: await mint({ sub: "u7", aud: "broken-app" }) }), 401, /discovery/);
  });

  test("a Bearer token on a database without OpenID Connect gets 401", async () => {
    await gw.createDb("plain");
    expectGatewayError(await gw.pub("GET", "/plain/x", undefined, { bearer: await mint({ sub: "u8", aud: "app" }) }), 401);
  });

  test("channels_claim: the token's channels give read access", async () => {
    const token = await mint({ sub: "u9", aud: "claims-app", claims: { chans: ["red"] } });
    expect((await gw.pub("GET", "/oidc/red-doc", undefined, { bearer: token })).status).toBe(200);
    const without = await mint({ sub: "u10", aud: "claims-app" });
    expectGatewayError(await gw.pub("GET", "/oidc/red-doc", undefined, { bearer: without }), 403);
  });
});

describe("public session from an ID token", () => {
  test("POST /{db}/_session with a Bearer token answers a Set-Cookie usable without the token", async () => {
    const res = await gw.pub("POST", "/oidc/_session", undefined, { bearer: await mint({ sub: "u11", aud: "app" }) });
    expect(res.status).toBe(200);
    expect(res.body.userCtx.name).toBe("acme_u11");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^SyncGatewaySession=[0-9a-f]{40}; Path=\/oidc; Expires=[^;]+; HttpOnly$/);
    const who = await gw.pub("GET", "/oidc/_session", undefined, { cookie: cookie.split(";")[0] });
    expect(who.body.userCtx.name).toBe("acme_u11");
    expect((await gw.pub("PUT", "/oidc/by-session", { channels: ["x"] }, { cookie: cookie.split(";")[0] })).status).toBe(201);
  });

  test("POST /{db}/_session with a bad token: 401", async () => {
    expectGatewayError(await gw.pub("POST", "/oidc/_session", undefined, { bearer: await mint({ sub: "u12", aud: "app", alg: "HS256" }) }), 401);
  });
});
