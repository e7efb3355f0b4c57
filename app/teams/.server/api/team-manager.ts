/**
 * Teams are managed by a signed-in account whose plan allows teams: otherwise 401 or 403
 * `pro_required` (api/guards.ts).
 */
export const TEAM_MANAGER = { caller: "session", allowance: "teams" } as const;
