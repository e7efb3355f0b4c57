// Cloud signatures (docs/product.md#plans, #api): the plan limits the signature API enforces.
export default {
  freeLimitReached:
    "Free accounts can keep up to {{max}} signatures in the cloud. Delete one, or upgrade to Pro to keep as many as you like.",
  proTemplateUsed:
    "“{{template}}” is a Pro template, and this account has already used its one free Pro template. Upgrade to Pro to use it, or choose a free template.",
};
