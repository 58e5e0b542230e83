/** The dashboard's session cookie; its own module so the proxy can read it without the database code. */
export const SESSION_COOKIE = "casabot_session";
