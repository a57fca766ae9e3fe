import type { Messages } from "../en/index.ts";
import { common } from "./common.ts";
import { home } from "./home.ts";
import { about } from "./about.ts";
import { becomeMuse } from "./become-muse.ts";
import { contact } from "./contact.ts";
import { blog } from "./blog.ts";
import { notFound } from "./not-found.ts";
import { legal } from "./legal.ts";
import { transparency } from "./transparency.ts";
import { directory } from "./directory.ts";
import { profile } from "./profile.ts";
import { city } from "./city.ts";
import { auth } from "./auth.ts";
import { account } from "./account.ts";
import { application } from "./application.ts";
import { dashboard } from "./dashboard.ts";
import { api } from "./api.ts";
import { mail } from "./mail.ts";
import { options } from "./options.ts";
import { ui } from "./ui.ts";
import { shortlist } from "./shortlist.ts";
import { feeds } from "./feeds.ts";

export const fr: Messages = {
  common,
  home,
  about,
  becomeMuse,
  contact,
  blog,
  notFound,
  legal,
  transparency,
  directory,
  profile,
  city,
  auth,
  account,
  application,
  dashboard,
  api,
  mail,
  options,
  ui,
  shortlist,
  feeds,
};
