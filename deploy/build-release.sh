#!/bin/sh
# A deploy's build: the staff UI, then the public site through the publish
# queue (npm run site:rebuild): the last published content is built into a
# new folder under RELEASES_DIR, checked (content, pictures, links) and
# switched in with one rename only if every check passes; the running
# instances follow the switch by themselves (docs/decisions/105). Run as the
# service's user from the app folder, with /etc/techhub/app.env loaded.
set -eu

npm run build:staff
npm run site:rebuild -- --deploy
