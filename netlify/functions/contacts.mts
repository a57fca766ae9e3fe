import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { submitContact } from "../../functions/contacts/submit.ts";
import { listContacts, updateContact } from "../../functions/contacts/requests.ts";

export const config: Config = { path: ["/api/contacts", "/api/contacts/:id"] };

export default paths({
  "/api/contacts": route({
    POST: submitContact, // public
    GET: admin(listContacts),
  }),
  "/api/contacts/:id": route({ PATCH: admin(updateContact) }),
});
