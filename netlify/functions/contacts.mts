import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { submitContact } from "../../functions/contacts/submit.ts";
import { listContacts, updateContact } from "../../functions/contacts/requests.ts";

export const config: Config = { path: ["/api/contacts", "/api/contacts/:id"] };

const contacts = route({
  POST: submitContact, // public
  GET: admin(listContacts),
});
const contact = route({ PATCH: admin(updateContact) });

export default (request: Request, context?: Partial<Context>) =>
  context?.params?.id ? contact(request, context) : contacts(request, context);
