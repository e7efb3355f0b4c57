import type { DirectoryPerson } from "./sync-plan.ts";

/** One connected directory, read (google-directory.ts, entra-directory.ts). */
export type DirectoryReader = {
  /** every person the team's filter picks, active accounts only */
  listPeople(): Promise<DirectoryPerson[]>;
  /** the person's photo as the directory stores it; null when they have none */
  readPhoto(person: DirectoryPerson): Promise<Buffer | null>;
};
