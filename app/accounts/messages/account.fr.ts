import type en from "./account.en.ts";
import frame from "./account-frame.fr.ts";
import pages from "./account-pages.fr.ts";

export default { ...frame, ...pages } satisfies typeof en;
