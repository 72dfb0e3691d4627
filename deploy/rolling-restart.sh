#!/bin/sh
# Restarts app@1 then app@2, each only once the previous one is back in
# Caddy's rotation, so visitors never find no instance (docs/deploy.md).
# Run as root: sh /srv/techhub/app/deploy/rolling-restart.sh
set -eu

for instance in 1 2; do
	port=$(sed -n 's/^PORT=//p' "/etc/techhub/instance-$instance.env")
	# SIGTERM: /readyz fails for SHUTDOWN_DRAIN_MS while requests are still served.
	systemctl restart "app@$instance"
	tries=0
	until curl -fs -o /dev/null "http://127.0.0.1:$port/readyz"; do
		tries=$((tries + 1))
		if [ "$tries" -gt 120 ]; then
			echo "app@$instance is not ready after 2 minutes; stopping here" >&2
			exit 1
		fi
		sleep 1
	done
	# Caddy checks /readyz every second: let it see this instance before the next goes.
	sleep 3
done
