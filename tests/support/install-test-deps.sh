#!/usr/bin/env bash
# Installs Debian's Chromium and its headless shell (which the end-to-end
# tests drive), PostgreSQL, a Java runtime (for the Nu Html
# Checker of npm run check:html) and Caddy (for the HTTPS tests of
# deploy/Caddyfile) when they are missing. Never downloads a
# browser build of its own.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
fi
