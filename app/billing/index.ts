// The billing feature's public UI surface: code outside app/billing/ imports it from here
// (docs/architecture.md#layout).
export { PlanSection } from "./ui/plan-section.tsx";
export { ProLink } from "./ui/pro-link.tsx";
