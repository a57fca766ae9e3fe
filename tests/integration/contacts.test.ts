import { beforeAll, describe, expect, it } from "vitest";
import handler from "../../netlify/functions/contacts.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { call, createUser, type TestUser, expectError } from "../support/api.ts";
import { adminActionsOn, expectLoggedOnce } from "../support/admin-actions.ts";

const submit = (json: unknown, ip = "127.0.0.1") => call(handler, "POST", "/api/contacts", { json, ip });
const list = (cookie?: string, search = "") => call(handler, "GET", `/api/contacts${search}`, { cookie });
const update = (id: string, json: unknown, cookie: string) =>
  call(handler, "PATCH", `/api/contacts/${id}`, { json, cookie, params: { id } });

const MESSAGE = {
  name: "Lena",
  email: "lena@example.test",
  subject: "Verification",
  message: "How are Muses verified?",
};

let admin: TestUser;

async function storedContact(email: string) {
  return queryOne<Record<string, any>>(`SELECT * FROM contact_requests WHERE email = $1`, [email]);
}

async function outbox(to: string) {
  return query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY id`,
    [to],
  );
}

async function newContact(email: string, subject: string | null = "A question") {
  const response = await submit({
    name: "Visitor",
    email,
    subject: subject ?? "",
    message: "Hello there, a question.",
  });
  expect(response.status).toBe(201);
  return (await storedContact(email))!;
}

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

describe("POST /api/contacts", () => {
  it("stores the message as unread and confirms it to the sender within 24 hours", async () => {
    const response = await submit(MESSAGE);

    expect(response.status).toBe(201);
    expect(response.data).toEqual({ ok: true });
    expect(await storedContact(MESSAGE.email)).toMatchObject({
      name: "Lena",
      subject: "Verification",
      message: "How are Muses verified?",
      status: "unread",
      admin_response: null,
      processed_at: null,
      processed_by: null,
    });
    const mails = await outbox(MESSAGE.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "contact_confirmation" });
    expect(mails[0]!.body_text).toContain("We'll get back to you within 24 hours.");
  });

  it("confirms with fixed text only: nothing the visitor typed reaches the address they gave", async () => {
    const typed = {
      name: "Visit evil.example now",
      email: "stranger@example.test",
      subject: "Claim your prize",
      message: "Click https://evil.example to claim your prize.",
    };
    expect((await submit(typed)).status).toBe(201);
    const [mail] = await outbox(typed.email);
    expect(mail!.kind).toBe("contact_confirmation");
    for (const words of [typed.name, typed.subject, typed.message, "evil.example"]) {
      expect(mail!.body_text).not.toContain(words);
    }
  });

  it("stores an empty subject as null", async () => {
    await submit({ ...MESSAGE, email: "nosubject@example.test", subject: "   " });
    await submit({ name: "No Subject", email: "absent@example.test", message: "No subject field at all." });
    expect((await storedContact("nosubject@example.test"))!.subject).toBeNull();
    expect((await storedContact("absent@example.test"))!.subject).toBeNull();
  });

  it.each([
    [{ ...MESSAGE, name: "" }, "Name is required", "name"],
    [{ ...MESSAGE, email: "not-an-email" }, "Please enter a valid email", "email"],
    [{ ...MESSAGE, message: "  " }, "Message is required", "message"],
    [{ name: "Lena", email: "lena@example.test" }, undefined, "message"],
  ])("refuses %o with a 400 and stores nothing", async (body, message, field) => {
    const before = await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM contact_requests`);
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.data.error.code).toBe("invalid_input");
    if (message) expect(response.data.error.message).toBe(message);
    expect(Object.keys(response.data.error.fields)).toContain(field);
    expect(await queryOne(`SELECT count(*)::int AS count FROM contact_requests`)).toEqual(before);
  });

  it("stores the message with its confirmation mail, to be delivered later, whatever the mail server does", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    try {
      const response = await submit({ ...MESSAGE, email: "smtp-down@example.test" });
      expect(response.status).toBe(201);
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(await storedContact("smtp-down@example.test")).toBeTruthy();
    expect(
      await queryOne(`SELECT kind, status, attempts FROM email_outbox WHERE to_address = 'smtp-down@example.test'`),
    ).toEqual({ kind: "contact_confirmation", status: "pending", attempts: 0 });
  });

  it("limits each IP address to 5 messages an hour", async () => {
    const previous = process.env.RATE_LIMITS;
    delete process.env.RATE_LIMITS;
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await submit({ ...MESSAGE, email: `burst${i}@example.test` }, "10.9.9.9")).status).toBe(201);
      const limited = await submit({ ...MESSAGE, email: "burst5@example.test" }, "10.9.9.9");
      expect(limited.status).toBe(429);
      expect(await storedContact("burst5@example.test")).toBeUndefined();
    } finally {
      if (previous === undefined) delete process.env.RATE_LIMITS;
      else process.env.RATE_LIMITS = previous;
    }
  });
});

describe("GET /api/contacts", () => {
  it("lists every request with all fields, newest first, for admins", async () => {
    await query(`UPDATE contact_requests SET created_at = now() - interval '1 day' WHERE email = $1`, [MESSAGE.email]);
    const latest = await newContact("latest@example.test");
    const response = await list(admin.cookie);

    expect(response.status).toBe(200);
    const contacts = response.data.contacts;
    expect(contacts[0].id).toBe(latest.id);
    expect(contacts.at(-1).email).toBe(MESSAGE.email);
    expect(Object.keys(contacts[0]).sort()).toEqual([
      "admin_response",
      "created_at",
      "email",
      "id",
      "message",
      "name",
      "processed_at",
      "processed_by",
      "response_mail_status",
      "status",
      "subject",
    ]);
    const times = contacts.map((contact: { created_at: string }) => Date.parse(contact.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("pages on the server, by status and a search over name, e-mail, subject and message", async () => {
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 52; i += 1) {
      await query(
        `INSERT INTO contact_requests (name, email, subject, message, status, created_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [
          `Visitor ${i}`,
          `v${i}@example.test`,
          i === 7 ? `Subject ${tag}` : null,
          `Message ${tag} #${i}`,
          i % 2 === 0 ? "unread" : "read",
          3600 + i,
        ],
      );
    }
    const total = (await queryOne<{ n: number }>(`SELECT count(*)::int AS n FROM contact_requests`))!.n;
    const first = await list(admin.cookie, `?q=${tag.toUpperCase()}`);
    expect(first.data).toMatchObject({ total, matching: 52, page: 1, page_size: 50 });
    expect(first.data.contacts).toHaveLength(50);
    expect(first.data.contacts[0].name).toBe("Visitor 51");
    const second = await list(admin.cookie, `?q=${tag}&page=2`);
    expect(second.data.contacts.map((contact: { name: string }) => contact.name)).toEqual(["Visitor 1", "Visitor 0"]);
    const unread = await list(admin.cookie, `?status=unread&q=${tag}`);
    expect(unread.data.matching).toBe(26);
    expect((await list(admin.cookie, `?q=Subject%20${tag}`)).data.matching).toBe(1);
    expect((await list(admin.cookie, "?status=archived")).status).toBe(400);
  });

  it("refuses visitors and non-admins", async () => {
    expect((await list()).status).toBe(401);
    const seeker = await createUser(["seeker"]);
    const response = await list(seeker.cookie);
    expect(response.status).toBe(403);
    expect(response.data.error.message).toBe("Access denied. Admin privileges required.");
  });
});

describe("PATCH /api/contacts/:id", () => {
  it("marks an unread request as read, processed now by 'admin'", async () => {
    const contact = await newContact("read-me@example.test");
    const response = await update(contact.id, { status: "read" }, admin.cookie);

    expect(response.status).toBe(200);
    expect(response.data.contact).toMatchObject({ id: contact.id, status: "read", processed_by: "admin" });
    const stored = (await storedContact("read-me@example.test"))!;
    expect(stored.status).toBe("read");
    expect(stored.processed_by).toBe("admin");
    expect(Date.now() - stored.processed_at.getTime()).toBeLessThan(60_000);
    expect(await adminActionsOn(contact.id)).toEqual([]);
  });

  it("saves a response with its admin_actions entry and mails it to the sender", async () => {
    const contact = await newContact("answer-me@example.test", "Cities");
    const response = await update(
      contact.id,
      { status: "responded", admin_response: "  Munich is coming this spring.  " },
      admin.cookie,
    );

    expect(response.status).toBe(200);
    expect(response.data.contact).toMatchObject({
      status: "responded",
      admin_response: "Munich is coming this spring.",
      processed_by: "admin",
    });
    await expectLoggedOnce(contact.id, admin, {
      action_type: "responded",
      target_type: "contact_request",
      details: { response: "Munich is coming this spring." },
    });
    const mails = await outbox("answer-me@example.test");
    expect(mails.map((mail) => mail.kind)).toEqual(["contact_confirmation", "contact_response"]);
    expect(mails[1]!.subject).toBe("Re: Cities");
    expect(mails[1]!.body_text).toContain("Munich is coming this spring.");
  });

  it("lets a response be updated, and keeps a responded request responded when it is marked read", async () => {
    const contact = await newContact("update-me@example.test");
    await update(contact.id, { status: "responded", admin_response: "First answer" }, admin.cookie);
    const again = await update(contact.id, { status: "responded", admin_response: "Better answer" }, admin.cookie);
    expect(again.data.contact.admin_response).toBe("Better answer");

    const read = await update(contact.id, { status: "read" }, admin.cookie);
    expect(read.status).toBe(200);
    expect(read.data.contact).toMatchObject({ status: "responded", admin_response: "Better answer" });
    expect((await storedContact("update-me@example.test"))!.status).toBe("responded");
    expect(await adminActionsOn(contact.id)).toHaveLength(2);
  });

  it("saves the response with the mail that carries it, and says the mail is queued", async () => {
    const contact = await newContact("mail-fails@example.test");
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    let response;
    try {
      response = await update(contact.id, { status: "responded", admin_response: "Saved anyway" }, admin.cookie);
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(response.status).toBe(200);
    expect(response.data.contact).toMatchObject({ admin_response: "Saved anyway", response_mail_status: "pending" });
    expect((await storedContact("mail-fails@example.test"))!.admin_response).toBe("Saved anyway");
    expect(
      await queryOne(
        `SELECT kind, status FROM email_outbox WHERE to_address = 'mail-fails@example.test' AND kind = 'contact_response'`,
      ),
    ).toEqual({ kind: "contact_response", status: "pending" });
  });

  it("refuses a blank response with a 400 and changes nothing", async () => {
    const contact = await newContact("blank@example.test");
    const response = await update(contact.id, { status: "responded", admin_response: "   " }, admin.cookie);
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Response is required");
    expect(await storedContact("blank@example.test")).toMatchObject({ status: "unread", admin_response: null });
    expect(await adminActionsOn(contact.id)).toEqual([]);
  });

  it.each([["00000000-0000-4000-8000-000000000000"], ["not-a-uuid"], ["1 OR 1=1"]])(
    "answers 404 for the unknown id %s",
    async (id) => {
      const response = await update(id, { status: "read" }, admin.cookie);
      expectError(response, 404, "not_found", "Contact request not found");
    },
  );

  it("refuses non-admins and leaves the request unread", async () => {
    const contact = await newContact("guarded@example.test");
    const muse = await createUser(["muse"], "muse");
    expect((await update(contact.id, { status: "read" }, muse.cookie)).status).toBe(403);
    const anonymous = await call(handler, "PATCH", `/api/contacts/${contact.id}`, {
      json: { status: "read" },
      params: { id: contact.id },
    });
    expect(anonymous.status).toBe(401);
    expect((await storedContact("guarded@example.test"))!.status).toBe("unread");
  });
});
