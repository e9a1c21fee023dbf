#!/bin/sh
# Renders the nginx site from its template (only the DRISHTI_* names; nginx's own $names stay) and runs nginx.
set -eu
names=$(env | sed -n 's/^\(DRISHTI_[A-Z_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$names" < /etc/nginx/templates/drishti.conf.template > /etc/nginx/sites-enabled/drishti.conf
mkdir -p "$(dirname "$DRISHTI_CACHE_DIR")"
exec nginx -g 'daemon off;'
