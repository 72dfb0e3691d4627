#!/bin/sh
# Builds the site into a new folder under releases/ and switches the
# `releases/current` link to it in one rename; running instances keep serving
# the build they started with until they restart (docs/decisions/080).
# Keeps the three newest builds. Run as the service's user from the app folder.
set -eu

stamp=$(date -u +%Y%m%dT%H%M%SZ)
BUILD_DIR="releases/$stamp" npm run build
ln -sfn "$stamp" releases/current.next
mv -T releases/current.next releases/current
ls -1d releases/2* | sort -r | tail -n +4 | xargs -r rm -rf
