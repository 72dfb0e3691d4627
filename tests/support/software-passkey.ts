import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for route tests through `inject`: it
 * answers the staff side's WebAuthn ceremonies as a phone's built-in
 * authenticator would (ES256, user present and verified, "none"
 * attestation), so the tests run the library's real registration and
 * sign-in checks. The browser tests use Chromium's virtual authenticator.
 */
export type SoftwarePasskey = ReturnType<typeof createSoftwarePasskey>;

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Flags of authenticator data: user present, user verified, attested credential data. */
const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export function createSoftwarePasskey(options: { origin: string; verifiesUser?: boolean }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  const rpId = new URL(options.origin).hostname;
  let flags = userPresent | (options.verifiesUser === false ? 0 : userVerified);
  let counter = 0;

  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: options.origin, crossOrigin: false }));

  return {
    id: base64url(credentialId),

    /** From now on it answers without checking who holds it (a security key without a PIN). */
    stopVerifyingUser() {
      flags = userPresent;
    },

    /** The answer to `generate-register-options`, as `navigator.credentials.create` gives it. */
    register(creationOptions: { challenge: string }) {
      const credentialIdLength = Buffer.alloc(2);
      credentialIdLength.writeUInt16BE(credentialId.length);
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags | attestedData]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        credentialIdLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authenticatorData)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", creationOptions.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ["internal"],
        },
      };
    },

    /** The answer to `generate-authenticate-options`, as `navigator.credentials.get` gives it. */
    authenticate(requestOptions: { challenge: string }) {
      counter += 1;
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags]),
        counterBytes(counter),
      ]);
      const clientDataJSON = clientData("webauthn.get", requestOptions.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
        },
      };
    },
  };
}
