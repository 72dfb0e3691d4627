#!/bin/sh
# A dated backup (npm run leads -- backup) under BACKUP_ROOT, which removes the
# backups there older than BACKUP_RETENTION_DAYS, then BACKUP_COPY_COMMAND (if
# set) run with the new folder as its argument to keep a copy off this machine
# (docs/deploy.md).
set -eu

root=${BACKUP_ROOT:-/srv/techhub/backups}
# To the second: a backup started by hand in the same minute as another gets its own folder.
folder="$root/$(date -u +%Y-%m-%dT%H%M%SZ)"
mkdir -p "$root"
chmod 700 "$root"
npm run --silent leads -- backup "$folder"
if [ -n "${BACKUP_COPY_COMMAND:-}" ]; then
	sh -c "$BACKUP_COPY_COMMAND \"\$1\"" backup-copy "$folder"
fi
