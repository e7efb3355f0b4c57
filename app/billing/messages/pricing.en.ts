// The Pro plan (docs/product.md#plans): /pricing, /success and the account page's plan section.
export default {
  metaTitle: "Pricing: Free and Pro — {{appName}}",
  metaDescription:
    "{{appName}} is free for every signature you make. Pro, one payment, adds the Pro templates, lets you remove the credit line and keeps any number of signatures in your account.",
  heading: "Simple pricing",
  lead: "Build and copy as many signatures as you like for free. Pay once for Pro when you want more.",
  comparisonCaption: "What each plan includes",
  feature: "Feature",
  plans: {
    free: "Free",
    pro: "Pro",
  },
  freePrice: "Free",
  freeNote: "Forever, no account needed",
  oneTime: "one payment, no subscription",
  priceUnavailable: "The price can’t be shown right now. Try again in a moment.",
  rows: {
    freeTemplates: "Free templates",
    proTemplates: "Pro templates",
    browserSignatures: "Signatures kept in this browser",
    cloudSignatures: "Signatures kept in your account",
    creditLine: "Remove the “Created with {{appName}}” line",
    apiKeys: "Public API keys",
    teams: "Teams: one design, a roster, Gmail push",
  },
  /** a plan card's line with a value, e.g. "Pro templates: 2" */
  planItem: "{{feature}}: {{value}}",
  cells: {
    yes: "Included",
    no: "Not included",
    unlimited: "Unlimited",
    once: "One signature, free",
  },
  cta: {
    startFree: "Start for free",
    upgrade: "Upgrade to Pro",
    signInToUpgrade: "Sign in to upgrade",
    redirecting: "Opening the secure payment page…",
    youArePro: "You have Pro. Thank you!",
    manage: "See your plan",
  },
  notSold:
    "This instance of {{appName}} doesn’t sell Pro. Ask its operator if you need the Pro features.",
  everyoneIsPro: "On this instance of {{appName}}, everyone has every Pro feature, at no cost.",
  cancelled: "Payment cancelled. Nothing was charged and your plan hasn’t changed.",
  checkoutFailed:
    "The payment page couldn’t be opened. Nothing was charged. Please try again in a moment.",
  secure: "Payment is handled by Stripe. We never see your card.",
  faqTitle: "Questions about Pro",
  faq: {
    oneTimeQ: "Is Pro a subscription?",
    oneTimeA:
      "No. Pro is one payment, with no renewal and nothing to cancel. It stays on your account for as long as the account exists.",
    refundQ: "Can I get a refund?",
    refundA:
      "Yes. Write to us through the contact page within 14 days of your payment and you get a full refund. Pro leaves your account when the refund is made.",
    invoiceQ: "Will I get an invoice?",
    invoiceA:
      "Yes. Stripe emails you a receipt and an invoice after the payment, and your account page links to them at any time.",
    keepQ: "What happens to my signatures if I stop Pro?",
    keepA:
      "You keep them all, and they keep working in your emails. Without Pro, the credit line comes back, a signature using a Pro template keeps that template, and you can add new signatures to your account once you are under the free limit.",
    teamQ: "Can I buy Pro for my team?",
    teamA:
      "Each person buys Pro for their own account. Write to us through the contact page for several accounts.",
  },
  success: {
    metaTitle: "Payment — {{appName}}",
    metaDescription:
      "The result of your payment for {{appName}} Pro: your plan, what it unlocks, and your receipt.",
    paidHeading: "Welcome to Pro!",
    paidLead:
      "Your payment went through. Pro is active on your account, in every browser you sign in to.",
    unlockedHeading: "Now unlocked",
    unlocked: {
      proTemplates: "The Pro templates: {{templates}}",
      creditLine: "A signature without the “Created with {{appName}}” line",
      cloudSignatures: "Any number of signatures in your account",
      apiKeys: "Keys for the public API",
      teams: "Teams: one design for everyone, links for each person, Gmail push",
    },
    openEditor: "Create a signature",
    receipt: "See your receipt",
    failedHeading: "No payment to confirm",
    unpaid:
      "This payment isn’t complete. Nothing was charged. You can start again from the pricing page.",
    expired: "This payment page expired before the payment was made. Nothing was charged.",
    notFound: "We can’t find this payment. Check the link, or start again from the pricing page.",
    refunded: "This payment was refunded, so Pro is not active on your account.",
    foreign: "This payment belongs to another account. Sign in with the account you paid with.",
    notPro: "This payment isn’t a purchase of Pro, so your plan hasn’t changed.",
    signedOut: "Sign in with the account you paid with to see this payment.",
    unavailable:
      "Payments can’t be checked right now. If you paid, Pro will appear on your account within a few minutes.",
    notSold: "This instance of {{appName}} doesn’t sell Pro.",
    backToPricing: "Back to pricing",
    signIn: "Sign in",
  },
};
