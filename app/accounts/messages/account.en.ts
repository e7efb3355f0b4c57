// The account pages (docs/product.md#pages, #accounts): sign-up, sign-in, password reset, /account, the header's
// account link, and cloud sync of signatures (docs/product.md#storage).
import frame from "./account-frame.en.ts";
import pages from "./account-pages.en.ts";

export default { ...frame, ...pages };
