/*
 * GitHub's OAuth token endpoint, standing in, for the end-to-end test of the
 * editor's GitHub sign-in (staff-editor-github.spec.ts): loaded into the
 * server process with `--import`, so it never reaches github.com. The code
 * the test's fake authorize page hands out is traded for a token; anything
 * else asked of GitHub is refused.
 */
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== "github.com" && !url.hostname.endsWith(".github.com")) {
    return realFetch(input, init);
  }
  if (url.pathname === "/login/oauth/access_token" && url.searchParams.get("code") === "e2e-code") {
    return Response.json({
      access_token: "ghu_e2e_access",
      expires_in: 28800,
      refresh_token: "ghr_e2e_refresh",
      refresh_token_expires_in: 15897600,
      scope: "",
      token_type: "bearer",
    });
  }
  return new Response(null, { status: 401 });
};
