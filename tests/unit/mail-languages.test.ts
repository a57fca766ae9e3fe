import { describe, expect, it } from "vitest";
import { requestLocale } from "../../functions/http/locale.ts";
import { mailsIn, siteUrl, type Mails, type Statement } from "../../functions/email/templates.ts";
import { LOCALES, type Locale } from "../../src/domain/locales.ts";
import { REMOVED_PICTURE_NAMES } from "../../src/domain/moderation.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";

const withLanguage = (header?: string) =>
  new Request("http://localhost/api/contacts", header === undefined ? {} : { headers: { "accept-language": header } });

describe("the language of a call", () => {
  it.each([
    [undefined, "en"],
    ["de", "de"],
    ["fr", "fr"],
    ["pl", "pl"],
    ["nl", "nl"],
    ["en", "en"],
    ["de-CH", "de"],
    ["FR-fr", "fr"],
    ["es-ES, pl;q=0.8, en;q=0.5", "pl"],
    ["en-GB,de;q=0.8", "en"],
    ["de;q=0, nl", "nl"],
    ["de;q=0.000, fr;q=0.1", "fr"],
    ["*", "en"],
    ["", "en"],
    ["x-klingon", "en"],
  ])("Accept-Language %j is %s", (header, locale) => {
    expect(requestLocale(withLanguage(header))).toBe(locale);
  });
});

const STATEMENT: Statement = {
  kind: "suspension",
  clause: "4.2",
  facts: "The profile showed a person who looked under 18.",
  source: "notice",
  since: "2026-11-25T10:00:00Z",
};

/** Every mail of one language, with arguments that carry no braces, so any blank left unfilled shows. */
function everyMail(mails: Mails) {
  const decided = (effect: Parameters<Mails["appealDecided"]>[4]) =>
    mails.appealDecided("lena", "suspension", "reversed", "It was a mistake.", effect);
  return [
    mails.verification("https://example.test/verify"),
    mails.passwordReset("https://example.test/reset"),
    mails.emailChange("https://example.test/change"),
    mails.passwordChanged(),
    mails.emailChangeRequested("new@example.test"),
    mails.emailChanged("new@example.test"),
    mails.applicationReceived("lena"),
    mails.applicationClaim("lena", "SECRET"),
    mails.approval("lena"),
    mails.reinstatement("lena"),
    mails.photoVerified("lena"),
    mails.photoVerificationEnding("lena", "2026-11-25T10:00:00Z"),
    ...(["suspension", "picture_removal", "verification_declined", "rejection", "warning"] as const).map((kind) =>
      mails.statement("lena", { ...STATEMENT, kind }),
    ),
    mails.statement("lena", { ...STATEMENT, kind: "picture_removal", picture: "feet_picture" }),
    decided(null),
    ...(["reinstated", "pictureBack", "pictureReplaced", "verified", "reopened", "warningWithdrawn"] as const).map(
      decided,
    ),
    mails.noticeReceipt("SM-AAAA-BBBB", "lena"),
    mails.noticeOutcome("SM-AAAA-BBBB", "lena", { acted: false }),
    mails.noticeOutcome("SM-AAAA-BBBB", "lena", { acted: true, kind: null, clause: null }),
    mails.noticeOutcome("SM-AAAA-BBBB", "lena", { acted: true, kind: "warning", clause: "4.4" }),
    mails.stolenPhotoWatch("lena", "0b7c2f2e-4a5d-4f3e-9c11-2a6f0e8d9b10"),
    mails.contactConfirmation(),
    mails.contactResponse("Lena", "A question", "Thank you."),
    mails.contactResponse("Lena", null, "Thank you."),
  ];
}

describe("the mails in every language", () => {
  it.each(LOCALES)("fills every blank of each %s mail and signs it", (locale) => {
    for (const mail of everyMail(mailsIn(locale))) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
      expect(mail.text).toMatch(/\nsupport@[^\n]+$/);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("writes no %s mail like the English one", (locale) => {
    const english = everyMail(mailsIn("en"));
    everyMail(mailsIn(locale as Locale)).forEach((mail, index) => {
      expect(mail.kind).toBe(english[index]!.kind);
      expect(mail.text).not.toBe(english[index]!.text);
    });
  });

  it("links a German Muse to the German pages", () => {
    const mails = mailsIn("de");
    const approval = mails.approval("Samt.Sohle");
    expect(approval.subject).toBe("Ihr SoleMuse-Profil ist online");
    expect(approval.text).toContain(`${siteUrl()}/de/muse/Samt.Sohle\n`);
    expect(approval.text).toContain(`${siteUrl()}/de/muse-dashboard\n`);
    expect(mails.applicationClaim("Samt Sohle", "SECRET").text).toContain(
      `${siteUrl()}/de/auth?handle=Samt%20Sohle&type=muse#claim=SECRET\n`,
    );
    expect(mails.passwordChanged().text).toContain(`${siteUrl()}/de/forgot-password\n`);
  });

  it("writes a French statement of reasons with the French words of the dashboard and the clause on the French Terms", () => {
    const { api } = CATALOGUES.fr;
    const mail = mailsIn("fr").statement("lena", STATEMENT);
    expect(mail.subject).toBe("Votre profil SoleMuse a été suspendu");
    expect(mail.text).toContain(`Ce qui a été restreint\u202F: ${api.decisions.restrictions.suspension}\n`);
    expect(mail.text).toContain("Depuis le\u202F: 25 novembre 2026\n");
    expect(mail.text).toContain(
      `Motif\u202F: ${api.decisions.clauseLabels["4.2"]} (${siteUrl()}/fr/terms#clause-4-2)\n`,
    );
    expect(mail.text).toContain(`Comment former un recours\u202F: ${api.decisions.howToAppeal}`);
    expect(mail.text).toContain(`${siteUrl()}/fr/muse-dashboard`);
  });

  it("names a removed picture in her language", () => {
    expect(
      mailsIn("pl").statement("lena", { ...STATEMENT, kind: "picture_removal", picture: "gallery_image" }).text,
    ).toContain("Nasz zespół usunął z Twojego profilu jedno zdjęcie z galerii.");
    expect(CATALOGUES.en.mail.statement.pictures).toEqual(REMOVED_PICTURE_NAMES);
  });

  it("dates the end of a photo verification as her language writes a date", () => {
    expect(mailsIn("en").photoVerificationEnding("lena", "2026-11-25T12:00:00Z").subject).toBe(
      "Your SoleMuse photo verification ends on Nov 25, 2026",
    );
    expect(mailsIn("nl").photoVerificationEnding("lena", "2026-11-25T12:00:00Z").subject).toBe(
      "Je fotoverificatie bij SoleMuse loopt af op 25 nov 2026",
    );
  });

  it("never fills a blank inside what a person wrote", () => {
    const reply = mailsIn("de").contactResponse("{brand}", "{reference}", "Hallo {supportEmail}");
    expect(reply.subject).toBe("AW: {reference}");
    expect(reply.text.startsWith("Hallo {brand},\n\nHallo {supportEmail}\n\n")).toBe(true);
  });
});
