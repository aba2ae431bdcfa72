import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/** The plugin's own TLS certificate for go-plugin's AutoMTLS: self-signed, ECDSA P-256, valid
 *  for the DNS name `localhost` (the name the host verifies), a CA so the host can trust it as
 *  its own root, for server and client auth — what go-plugin's `generateCert` (mtls.go) makes
 *  for its side. Node can't issue certificates, so the DER is written here (RFC 5280). */
export interface PluginCertificate {
  /** The certificate, DER. */
  der: Buffer;
  /** The same, PEM (for the TLS server). */
  pem: string;
  /** The private key, PEM (PKCS #8). */
  keyPem: string;
}

export function generateCertificate(now = new Date()): PluginCertificate {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const name = seq(set(seq(oid("2.5.4.10"), utf8("dbplane"))), set(seq(oid("2.5.4.3"), utf8("localhost"))));
  const ecdsaWithSha256 = seq(oid("1.2.840.10045.4.3.2"));
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(serialNumber()),
    ecdsaWithSha256,
    name,
    seq(time(new Date(now.getTime() - 30_000)), time(new Date(now.getTime() + 10 * 365 * 24 * 3600_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(
      3,
      seq(
        extension("2.5.29.19", true, seq(tlv(0x01, Buffer.from([0xff])))), // basicConstraints: CA
        // keyUsage: digitalSignature, keyEncipherment, keyAgreement, keyCertSign (2 unused bits).
        extension("2.5.29.15", true, tlv(0x03, Buffer.from([0x02, 0xac]))),
        extension("2.5.29.37", false, seq(oid("1.3.6.1.5.5.7.3.2"), oid("1.3.6.1.5.5.7.3.1"))), // clientAuth, serverAuth
        extension("2.5.29.17", false, seq(tlv(0x82, Buffer.from("localhost")))), // subjectAltName dNSName
      ),
    ),
  );
  const signature = sign("sha256", tbs, { key: privateKey, dsaEncoding: "der" });
  const der = seq(tbs, ecdsaWithSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${der.toString("base64").match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`;
  return { der, pem, keyPem: privateKey.export({ type: "pkcs8", format: "pem" }) as string };
}

/** 16 random bytes read as a positive integer: the top bit clear (a DER INTEGER with it set is
 *  negative, which Go refuses) and never zero. */
function serialNumber(): Buffer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x01;
  return bytes;
}

function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}

const seq = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) => tlv(0x02, bytes);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);
const extension = (id: string, critical: boolean, value: Buffer) =>
  seq(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const base128 = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) base128.unshift((v & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(iso.slice(2))) : tlv(0x18, Buffer.from(iso));
}
