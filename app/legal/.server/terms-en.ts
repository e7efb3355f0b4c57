import { item, type LegalDocumentBody, link, list, mailto, p, section, strong } from "../markup.ts";
import type { LegalFacts } from "./facts.ts";
import { TERMS_UPDATED } from "./updated.ts";

export function termsEn(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  return {
    updated: TERMS_UPDATED,
    intro: [
      p`These terms of use set the rules for using ${appName} at ${link(f.siteUrl, f.siteUrl)}, a
        service run by ${op.name} (“we”; see the ${link("legal notice", paths.legalNotice)}). By
        using the site, you accept them; if you do not, please do not use it. How we handle
        personal data is explained in the ${link("privacy policy", paths.privacy)}.`,
    ],
    sections: [
      section(
        "service",
        "The service",
        p`${appName} lets you build an email signature, preview it, copy it into your email
          program or download it as an HTML file. You can use it without an account: your
          signatures are then saved only in your browser. The photos you add are hosted by us so
          that email programs can show them.`,
        p`Accounts, saving in the cloud, the Pro plan and the public API are described below as
          they apply once they are available on this site.`,
      ),
      section(
        "plans",
        "Free and Pro plans",
        p`${strong("Free.")} Every free template, as many signatures as you like in your browser,
          and up to 3 signatures in the cloud with an account. Signatures made with the Free plan
          carry a short credit line (“Created with ${appName}”, linking to our site); please do
          not remove or hide it.`,
        p`${strong("Pro.")} A single payment, with no subscription and no automatic renewal. Pro
          adds the Pro templates, makes the credit line optional, removes the limit on cloud
          signatures, and gives access to API keys. Pro is attached to your account, starts as
          soon as the payment is confirmed, and has no end date while the service runs.`,
        p`The price, taxes included, is shown on the checkout page before you pay. Payment is
          made by card through Stripe. A new account may also save one signature that uses a Pro
          template for free.`,
        p`${strong("Refunds.")} If you change your mind, ${link("write to us", paths.contact)}
          within 14 days of your purchase and we will refund you in full, no questions asked; the
          refund removes Pro from your account. This does not limit the rights consumer law gives
          you.`,
      ),
      section(
        "account",
        "Your account",
        p`If you create an account, give an email address that is yours and keep your password
          secret: what is done with your account is your responsibility. Tell us straight away if
          you think someone else is using it. API keys are personal: keep them secret and revoke
          any key that may have leaked. You can delete your account at any time.`,
      ),
      section(
        "acceptable-use",
        "Acceptable use",
        p`You agree not to:`,
        list(
          item`use the service for anything unlawful;`,
          item`pretend to be someone else, or make a signature that gives a false identity or
            affiliation in order to deceive (phishing, fraud);`,
          item`put in a signature or a photo content that is unlawful, hateful, violent,
            pornographic, defamatory, or that infringes someone else’s rights (trademarks, logos,
            photos of people without their consent…);`,
          item`link to malware or to deceptive sites;`,
          item`disrupt or overload the service, get around its limits or its security, or test its
            weaknesses without our permission (if you find a security problem, please
            ${link("tell us", paths.contact)});`,
          item`collect data from the service by automated means other than the public API within
            its limits.`,
        ),
      ),
      section(
        "your-content",
        "Your content",
        p`What you put in your signatures and photos remains yours, and you are responsible for
          it: make sure it is accurate and that you have the right to use it. So that we can run
          the service, you allow us, free of charge and for as long as we store it, to store,
          reproduce (re-encode, resize, cut to shape) and display this content, in particular to
          serve your photos to the email programs that show your signature.`,
        p`We do not review content before it is published. If you see content hosted by us that
          is clearly unlawful, ${link("report it to us", paths.contact)} with its address and the
          reason; we remove unlawful content promptly once we know about it.`,
      ),
      section(
        "our-content",
        "Our content and your signatures",
        p`The site, its templates, texts, logo and code are protected by intellectual property law.
          You may use the signatures you create, including the template’s layout, in your own
          emails and those of the people you make them for, personal or professional, with no time
          limit. You may not copy the site or its templates to offer a competing service.`,
      ),
      section(
        "availability",
        "Availability and your data",
        p`We do our best to keep the service available, but cannot guarantee that it will never be
          interrupted, for example during maintenance. We may change or remove features; if we
          close the service, we will announce it at least 30 days in advance so that you can
          download your signatures.`,
        p`Signatures saved in your browser are deleted if you clear your browser data, and at the
          end of a private browsing session; we cannot recover them. Keep a copy (download) of the ones that
          matter to you. We test our templates in the main email programs, but cannot guarantee how
          every program and version displays a signature.`,
      ),
      section(
        "liability",
        "Liability",
        p`The service is provided as it is. To the extent the law allows, we are not liable for
          indirect damage (such as lost profits or the loss of data kept in your browser), and our
          total liability for a Pro purchase is limited to the amount you paid. Nothing in these
          terms limits liability that the law does not allow to be limited, in particular for
          fraud, gross negligence, or death or personal injury, nor the rights consumers have
          under the law.`,
        p`You are responsible for the consequences of content you publish through the service and
          of any breach of these terms.`,
      ),
      section(
        "termination",
        "Suspension and termination",
        p`You can stop using the service at any time. If these terms are seriously or repeatedly
          broken, we may remove the content concerned and suspend or close the access involved,
          after a warning whenever possible.`,
      ),
      section(
        "changes",
        "Changes to these terms",
        p`We may update these terms; the date at the top of the page shows the latest version.
          Once accounts exist, we will tell account holders about significant changes by email at
          least 30 days before they apply. If you do not accept them, you can stop using the
          service and delete your account.`,
      ),
      section(
        "law",
        "Governing law and disputes",
        p`These terms are governed by the law of the country where the operator is established
          (see the ${link("legal notice", paths.legalNotice)}). If you are a consumer, you also keep
          the protection of the mandatory rules of the country where you live. Before any legal
          action, please contact us so that we can look for an amicable solution. Failing that,
          disputes go to the competent courts of the operator’s place of establishment, unless the
          law gives you, as a consumer, the right to go to the courts where you live.`,
      ),
      section(
        "contact",
        "Contact",
        p`Questions about these terms: use the ${link("contact form", paths.contact)} or write to
          ${mailto(op.email)}.`,
      ),
    ],
  };
}
