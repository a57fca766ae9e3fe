// Checks a SoleMuse verification receipt: node check-receipt.mjs <receipt> <site address> (with jose installed).
import { createRemoteJWKSet, jwtVerify } from "jose";
const [receipt, site = "https://solemuse.example"] = process.argv.slice(2);
const keys = createRemoteJWKSet(new URL("/.well-known/jwks.json", site));
jwtVerify(receipt, keys, { issuer: site, algorithms: ["EdDSA"] }).then(
  ({ payload: p, protectedHeader: { kid } }) =>
    console.log(`valid: ${p.sub}, verified ${p.verified}, until ${new Date(p.exp * 1e3).toISOString()}, key ${kid}`),
  (error) => {
    console.error(`not valid: ${error.code ?? error.message}`);
    process.exitCode = 1;
  },
);
