// The billing feature's public server surface: code outside app/billing/ imports it from here
// (docs/architecture.md#layout).
export { planSummary } from "./plan-summary.ts";
export { pricingView, startCheckout } from "./pricing-page.ts";
export { grantByOperator, listProGrants, revokeByOperator } from "./pro-grants.ts";
export { successView } from "./success-page.ts";
export { lockUserPlan, spendFreeTemplate } from "./user-plan.ts";
