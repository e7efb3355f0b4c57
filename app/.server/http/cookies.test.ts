import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies.ts";

const COOKIE = "better-auth.session_token";

describe("cookieValue", () => {
  it("finds the one cookie of that name, as Better Auth reads it", () => {
    expect(cookieValue(`${COOKIE}=abc.def`, COOKIE)).toBe("abc.def");
    expect(cookieValue(`a=1;  ${COOKIE} = abc.def ;b=2`, COOKIE)).toBe("abc.def");
    expect(cookieValue(`x${COOKIE}=abc`, COOKIE)).not.toBe("abc");
    expect(cookieValue(`__Secure-${COOKIE}=abc`, `__Secure-${COOKIE}`)).toBe("abc");
    expect(cookieValue(`__Secure-${COOKIE}=abc`, COOKIE)).not.toBe("abc");
  });

  it("says absent only when the name appears nowhere", () => {
    expect(cookieValue(null, COOKIE)).toBeNull();
    expect(cookieValue("a=1; b=2", COOKIE)).toBeNull();
    expect(typeof cookieValue(`a=${COOKIE}`, COOKIE)).toBe("symbol");
    expect(typeof cookieValue(`${COOKIE}=a; ${COOKIE}=b`, COOKIE)).toBe("symbol");
  });
});
