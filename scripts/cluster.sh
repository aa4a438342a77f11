#!/usr/bin/env bash
# Despacha as a cluster on this machine (decision 068): PostgreSQL 15 from Debian, an S3 server
# (s3rver, npm), three instances of the built server and Debian's nginx as the load balancer
# (deploy/nginx/despacha.conf). As root it installs nginx and PostgreSQL when missing; otherwise
# it prints the apt-get command. Everything lives in $CLUSTER_DIR (/tmp/despacha-cluster).
# Usage: scripts/cluster.sh start|stop|status|restart N
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  start)
    # Builds the web app and the server when their sources changed (what `npm start` runs).
    node scripts/prepare.mjs
    exec node scripts/cluster/cluster.mjs start
    ;;
  stop | status | restart)
    exec node scripts/cluster/cluster.mjs "$@"
    ;;
  *)
    echo "usage: scripts/cluster.sh start|stop|status|restart N" >&2
    exit 2
    ;;
esac
