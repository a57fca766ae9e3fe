import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import dashboard from "../../netlify/functions/dashboard.mts";
import admin from "../../netlify/functions/admin.mts";
import { queryOne } from "../../functions/db/index.ts";
import { distinctPicture } from "../fixtures/images/pictures.ts";
import { upload } from "../fixtures/images/index.ts";
import { galleryForm } from "../fixtures/images/forms.ts";
import { call, createProfile, createUser } from "./api.ts";

type Endpoint = (request: Request, context?: { params?: Record<string, string>; ip?: string }) => Promise<Response>;

/** Serves a Netlify function over HTTP on a free loopback port, as the platform would: its origin, and a stop. */
export async function serveFunction(handler: Endpoint): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (incoming, outgoing) => {
    const request = new Request(new URL(incoming.url ?? "/", "http://127.0.0.1"), {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
    });
    const response = await handler(request, { params: {}, ip: "127.0.0.1" });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Adds a picture (`seed` draws it) to her gallery: its stored URL. */
export async function addToGallery(cookie: string, seed: number): Promise<string> {
  const added = await call(dashboard, "POST", "/api/dashboard/gallery", {
    form: galleryForm(upload(await distinctPicture(seed), "g.png", "image/png")),
    cookie,
  });
  if (added.status !== 201) throw new Error(`gallery: ${added.status} ${added.text}`);
  return added.data.image.image_url as string;
}

/**
 * An Approved Muse with a profile picture (`seed` draws it) whose photo verification an admin confirmed: her cookie,
 * profile and the receipt's id and compact JWS.
 */
export async function verifiedMuse(seed: number, fields: Record<string, unknown> = {}, gallery: number[] = []) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...fields });
  const form = new FormData();
  form.set("image", upload(await distinctPicture(seed), "me.png", "image/png"));
  const replaced = await call(dashboard, "POST", "/api/dashboard/pictures/profile", {
    form,
    cookie: user.cookie,
    params: { kind: "profile" },
  });
  if (replaced.status !== 200) throw new Error(`profile picture: ${replaced.status} ${replaced.text}`);
  for (const picture of gallery) await addToGallery(user.cookie, picture);
  const asked = await call(dashboard, "POST", "/api/dashboard/verification", { cookie: user.cookie });
  const picture = new FormData();
  picture.set("image", upload(await distinctPicture(seed + 1000), "me.png", "image/png"));
  await call(dashboard, "POST", "/api/dashboard/verification/picture", { form: picture, cookie: user.cookie });
  const admins = await createUser(["admin"]);
  const id = asked.data.verification.id as string;
  const confirmed = await call(admin, "POST", `/api/admin/verifications/${id}/confirm`, {
    cookie: admins.cookie,
    params: { id },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  const receipt = (await queryOne<{ id: string; jws: string }>(
    `SELECT id, jws FROM verification_receipts WHERE verification_id = $1`,
    [id],
  ))!;
  const pictureUrl: string = replaced.data.profile.profile_picture_url;
  return { ...user, profile: { ...profile, profile_picture_url: pictureUrl } as Record<string, any>, receipt };
}
