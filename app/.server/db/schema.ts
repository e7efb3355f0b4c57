import type { Generated } from "kysely";

/** Daily page-view aggregates: cookieless, no IP, one row a day, path and locale. */
export type PageViewDailyTable = {
  day: string;
  path: string;
  locale: string;
  views: Generated<number>;
};

export type Database = {
  page_view_daily: PageViewDailyTable;
};
