import type { Generated } from "kysely";

/** Daily page-view aggregates: cookieless, no IP, one row a day, path and locale. */
export type PageViewDailyTable = {
  day: string;
  path: string;
  locale: string;
  views: Generated<number>;
};

/** Contact form messages (DESIGN §10); `created_at` is ISO 8601 text on both engines. */
export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
};

export type Database = {
  page_view_daily: PageViewDailyTable;
  contact_message: ContactMessageTable;
};
