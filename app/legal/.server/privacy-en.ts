import { DRAFTS_KEY, STORAGE_KEYS } from "../../signatures/keys.ts";
import {
  code,
  facts,
  item,
  type LegalDocumentBody,
  link,
  list,
  mailto,
  p,
  section,
  strong,
} from "../markup.ts";
import { RETENTION } from "../retention.ts";
import type { LegalFacts } from "./facts.ts";
import { PRIVACY_UPDATED } from "./updated.ts";

export function privacyEn(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  const r = RETENTION;
  return {
    updated: PRIVACY_UPDATED,
    intro: [
      p`This policy explains which personal data ${appName} (${f.siteHost}) handles, why, for how
        long, and what your rights are. In short: you can use ${appName} without an account, your
        signatures stay in your own browser, there are no advertising or tracking cookies, and
        we never sell data.`,
    ],
    sections: [
      section(
        "controller",
        "Who is responsible",
        p`${strong(op.name)} (“we”) runs this site and is the controller of the personal data
          described here.`,
        facts([
          ["Email", mailto(op.email)],
          ["Address", op.address],
          ["Contact form", link(f.siteHost + paths.contact, paths.contact)],
        ]),
        p`More details about the publisher are in the ${link("legal notice", paths.legalNotice)}.`,
      ),
      section(
        "browser",
        "What stays in your browser",
        p`Without an account, the signatures you make are saved in your browser’s storage
          (${code("localStorage")}) on your device, not on our server. We cannot see them and
          cannot recover them for you. The site uses these keys:`,
        list(
          item`${code(STORAGE_KEYS.signatures)}: your signatures, with the details you typed
            (name, job title, phone numbers, links, colours, the address of your photo…);`,
          item`${code(DRAFTS_KEY)}: what you typed in the editor that your signatures do not hold
            yet (a field still to be corrected, a template you are trying), so that a reload
            does not lose it;`,
          item`${code(STORAGE_KEYS.userData)}: a small record created the first time you save a
            signature: an email field (empty unless you sign in), whether you are signed in,
            whether you have accepted this policy, and the date the record was created;`,
          item`${code(STORAGE_KEYS.user)}: the account you are signed in to, once accounts are
            available;`,
          item`${code(STORAGE_KEYS.isPaid)} and ${code(STORAGE_KEYS.hasFreeTemplate)}: whether
            the Pro plan is active, and whether the one free use of a Pro template is still
            available;`,
          item`${code("userSignatures.unreadable")}: only if your saved signatures could not be
            read, a copy of them, so that nothing is lost;`,
          item`${code("paraph:lastReloadAt")} (session storage, erased when you close the tab):
            the time of the last automatic reload after an update, so that the page never
            reloads in a loop.`,
        ),
        p`This storage only serves the feature you use, so it needs no consent. It stays until
          you remove it: delete a signature in “My signatures”, or clear this site’s data in your
          browser settings. Clearing it deletes your signatures for good, so download a copy
          first if you want to keep them.`,
      ),
      section(
        "cookies",
        "Cookies",
        p`We set a cookie, ${code("locale")}, when you use the language switcher. It holds only
          ${code("en")} or ${code("fr")} and remembers your language for
          ${String(r.localeCookieDays)} days.`,
        p`When you upload a photo without an account, we set a second cookie,
          ${code("photo_owner")}: a random identifier that shows the photo is yours, so that it
          moves to your account if you create one and save a signature with it. It is sent only
          to our API, cannot be read by the pages’ scripts, and lasts
          ${String(f.photoRetentionDays)} days. These are the only cookies a visitor without an
          account receives.`,
        p`There are no advertising, analytics or tracking cookies, and no third-party cookies.
          Because these cookies only serve a choice you make or a feature you use, they need no
          consent banner.`,
        p`If you create an account, a session cookie keeps you signed in: until you close your
          browser, or longer if you choose “Remember me”. It is removed when you sign out.`,
      ),
      section(
        "photos",
        "Photos you upload",
        p`When you add a photo to a signature, it is sent to our server. We check it by decoding
          it, then re-encode it as a PNG image, remove all its metadata (EXIF data, including any
          GPS location and camera details), shrink it to at most 1,024 pixels, and store it under
          an identifier computed from its content (a hash). Versions cut to the shape and border
          you choose are made from it.`,
        p`${strong("Photos are public by address.")} Email programs must download your photo to
          show your signature, so anyone who has the photo’s address (URL), such as every person
          who receives one of your emails, can see it. The address is long and listed nowhere,
          but the photo is not private: only upload a photo you are happy to show publicly.`,
        p`Legal basis: providing the service you ask for (GDPR art. 6(1)(b)). Retention: a photo is
          kept while it is used, because the emails you have already sent keep pointing to it:
          while a signature saved in an account uses it, or while it is downloaded (each time one
          of those emails is opened) at least once every ${String(f.photoRetentionDays)} days.
          After that, or at once when you delete your account, it is deleted with all its
          versions, unless another account uploaded the same picture. Deleting it makes it
          disappear from those emails. To have a photo deleted sooner,
          ${link("contact us", paths.contact)} with its address (it appears in your signature’s
          HTML). We delete it, with all its versions, within one month.`,
      ),
      section(
        "contact",
        "Messages you send us",
        p`When you write to us with the ${link("contact form", paths.contact)}, we store your
          name, email address, subject, message, the language of the site and the date in our
          database, and send a copy to our mailbox so that we can reply. We use them only to
          answer you and follow up on your request.`,
        p`Legal basis: our legitimate interest in answering the messages we receive (GDPR
          art. 6(1)(f)); for a request about your personal data, our legal obligation to handle
          it (art. 6(1)(c)). Messages are deleted ${String(r.contactMessageMonths)} months after
          they arrive, from the database and from our mailbox. The form also contains a field
          that people never see, to catch automated spam: messages that fill it in are discarded
          without being stored or sent.`,
      ),
      section(
        "statistics",
        "Visit statistics",
        p`To learn which pages are useful, your browser tells our server each time a page is
          shown, with only the page’s address and its language. We add one to a daily counter
          (date, page, language, number of views). No cookie, no identifier, no IP address and no
          browser details are stored, and nothing can link two page views to the same person.
          These counters are not personal data. We use no third-party analytics service.`,
      ),
      section(
        "logs",
        "Server logs and protection against abuse",
        p`Our server writes a line for each request it answers: the date and time, the method,
          the page address (without the part after “?”), the response status, the time taken and
          a random request identifier. We use these logs to keep the service running and to
          investigate errors, and keep them for ${String(r.serverLogDays)} days. Your IP address
          is not written in them.`,
        p`Your IP address is used only to limit how often one address can sign in, upload photos,
          send page-view counts or send messages (for example ${String(f.contactRateLimit)}
          contact messages an hour). It is counted in the server’s memory or, when the service
          runs on several servers, in their shared memory store as a one-way hash. It is
          forgotten when the window ends, after ${String(r.rateLimitMemoryMinutes)} minutes at
          most, and is never written to our database or logs. Our hosting provider’s network
          equipment may keep its own connection records for security, under its own legal
          obligations.`,
        p`To slow down password guessing, failed sign-ins are also counted per account, under a
          one-way hash of the email address, for ${String(r.failedSignInMinutes)} minutes after
          the first one. After five, signing in to that account pauses for a few minutes, and we
          email the account’s owner so that they know.`,
        p`Legal basis: our legitimate interest in keeping the service secure and available (GDPR
          art. 6(1)(f)).`,
      ),
      section(
        "account",
        "If you create an account",
        p`Accounts may not be offered on this site yet; when they are, this is what applies. We
          then keep:`,
        list(
          item`your email address, whether you have verified it, and a hash of your password
            (never the password itself);`,
          item`the dates you signed up, last signed in and last signed out;`,
          item`the signatures you save in the cloud, and your plan (Free or Pro);`,
          item`a record for each device where you are signed in, which may include its IP address
            and browser name, so that you can see and end your sessions and we can protect your
            account;`,
          item`the API keys you create, stored as hashes (shown to you only once).`,
        ),
        p`If you sign in with Google, Google tells us your email address and name; we keep the
          email address. We send you only the emails the account needs (address verification,
          password reset), never a newsletter you did not ask for.`,
        p`Legal basis: the contract between us, that is these ${link("terms of use", paths.terms)}
          (GDPR art. 6(1)(b)). Your data is kept while the account exists. You can delete the
          account at any time from the account page: its data is deleted straight away, and
          copies in backups are gone within ${String(r.deletedAccountBackupDays)} days. An account
          nobody has signed in to for ${String(r.inactiveAccountYears)} years is deleted, after
          a warning email one month before.`,
      ),
      section(
        "payments",
        "If you buy Pro",
        p`Payments go through ${strong("Stripe")} Checkout. You enter your card details on
          Stripe’s pages: Stripe processes them, and we never see or store them. Stripe tells us
          when the payment has succeeded (or has been refunded); with your account we keep that
          it is Pro, and the payment's Stripe reference, amount, date and receipt link (they are
          in your data export).`,
        p`Stripe (Stripe Payments Europe, Limited, Ireland) also acts as a controller in its own
          right for fraud prevention and its legal duties; see
          ${link("Stripe’s privacy policy", "https://stripe.com/privacy")}. Legal basis: the
          contract (GDPR art. 6(1)(b)) and our accounting obligations (art. 6(1)(c)): accounting
          records of a sale are kept for ${String(r.accountingRecordYears)} years, as French
          commercial law requires.`,
      ),
      section(
        "recipients",
        "Who receives your data",
        p`We never sell or rent personal data. Only these service providers process it on our
          behalf, each for its own part:`,
        list(
          op.host
            ? item`our hosting provider, ${op.host}, which runs the server and stores its data;`
            : item`our hosting provider, which runs the server and stores its data (see the
                ${link("legal notice", paths.legalNotice)});`,
          f.mailProvider &&
            item`the email delivery service that carries our emails (copies of contact messages,
              and account emails once accounts exist);`,
          item`Stripe, if you buy Pro;`,
          item`Google, only if you choose to sign in with Google.`,
        ),
        p`We disclose data to anyone else only when the law requires it, for example on a court
          order. Stripe and Google may process data outside the European Economic Area, notably in
          the United States, with the safeguards the GDPR provides (the EU–US Data Privacy
          Framework or standard contractual clauses).`,
      ),
      section(
        "retention",
        "How long we keep data",
        facts([
          ["Browser storage", "on your device, until you delete it"],
          ["Language cookie", `${r.localeCookieDays} days`],
          [
            "Photos",
            `while used (by a saved signature, or downloaded within ${f.photoRetentionDays} days); deleted with the account`,
          ],
          ["Photo owner cookie", `${f.photoRetentionDays} days`],
          ["Contact messages", `${r.contactMessageMonths} months`],
          ["Server logs", `${r.serverLogDays} days`],
          [
            "IP addresses (rate limits)",
            `in memory only, ${r.rateLimitMemoryMinutes} minutes at most`,
          ],
          [
            "Failed sign-ins (per account, hashed)",
            `in memory only, ${r.failedSignInMinutes} minutes`,
          ],
          ["Visit statistics", "daily counters without personal data"],
          [
            "Account (when available)",
            `while it exists, or ${r.inactiveAccountYears} years without sign-in; gone from backups ${r.deletedAccountBackupDays} days after deletion`,
          ],
          ["Pro purchase records", `${r.accountingRecordYears} years (accounting law)`],
        ]),
      ),
      section(
        "rights",
        "Your rights",
        p`Under the General Data Protection Regulation (GDPR) and the French Data Protection Act,
          you have the right to:`,
        list(
          item`${strong("access")} the data we hold about you and get a copy of it;`,
          item`${strong("rectification")} of data that is wrong or incomplete;`,
          item`${strong("erasure")} of your data;`,
          item`${strong("restriction")} of its processing while a question is being settled;`,
          item`${strong("portability")}: receive the data you gave us in a common, machine-readable
            format;`,
          item`${strong("object")} to processing based on our legitimate interest;`,
          item`give instructions about what happens to your data after your death (French law).`,
        ),
        p`To use these rights, write to us with the ${link("contact form", paths.contact)} or at
          ${mailto(op.email)}. We answer within one month (two more months for complex requests,
          in which case we tell you why). We ask for proof of identity only if we have a
          reasonable doubt about who is asking. Data kept in your browser is in your hands alone:
          you can view and delete it yourself.`,
        p`If you think we have not respected your rights, you can lodge a complaint with a data
          protection authority: in France, the ${link("CNIL", "https://www.cnil.fr/en")} (3 place
          de Fontenoy, TSA 80715, 75334 Paris Cedex 07), or the authority of the country where you
          live or work.`,
      ),
      section(
        "security",
        "Security",
        f.https && p`The site is served only over an encrypted connection (HTTPS).`,
        p`Pages are protected by a strict content security policy, photos are re-encoded before
          they are stored, passwords (once accounts exist) are stored only as hashes, and access
          to the server and its data is limited to the people who run it.`,
      ),
      section(
        "children",
        "Children",
        p`${appName} is not intended for children under 15. If you believe a child has sent us
          personal data, contact us and we will delete it.`,
      ),
      section(
        "changes",
        "Changes to this policy",
        p`When this policy changes, we update the date at the top of the page. We announce
          significant changes on the site and, once accounts exist, by email to account holders
          before they take effect.`,
      ),
    ],
  };
}
