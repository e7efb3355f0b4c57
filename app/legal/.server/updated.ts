// The date each legal text last changed, shared by its English and French versions:
// change it whenever the substance of a text changes.
export const PRIVACY_UPDATED = "2026-11-25";
export const TERMS_UPDATED = "2026-11-21";
export const LEGAL_NOTICE_UPDATED = "2026-11-21";
