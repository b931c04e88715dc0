#!/usr/bin/env bash
# Sets up a club's CouchDB for sharing a season (issue 52): its three
# databases, who may do what in each, and an organiser's account.
#
#   scripts/club-server.sh URL ADMIN:PASSWORD CLUB ORGANISER:PASSWORD [ORIGIN]
#
#   URL        the server, e.g. https://couch.mijnclub.nl or http://127.0.0.1:5984
#   ADMIN      the server's admin (set when CouchDB was started)
#   CLUB       the club's short name: lowercase letters, digits, - (e.g. groene-hart)
#   ORGANISER  an organiser's login for the app (run again for a second one)
#   ORIGIN     where the app is served from, for the browser (CORS); default *
#
# What it makes (running it again changes nothing that is there):
#   CLUB          the season's documents; only the club's organisers read
#                 and write it (members: role CLUB-organiser).
#   CLUB-inbox    table phones send results here without an account: anyone
#                 may add a document, nobody but the admin may change or
#                 delete one, and a document is at most 64 KB
#                 (validate_doc_update). Its documents are readable by
#                 anyone: a result names the table's players and scores,
#                 as the published standings do.
#   CLUB-public   the published standings: anyone reads, only organisers write.
# The season's secret and the tables' keys are never written to any of them.
#
# Works with Apache CouchDB 3 and with pouchdb-server (the tests' server).
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
url=${1%/}
admin=$2
club=$3
organiser=${4%%:*}
password=${4#*:}
origin=${5:-*}
if ! [[ $club =~ ^[a-z][a-z0-9-]{1,40}$ ]]; then
  echo "club-server: CLUB must be lowercase letters, digits and -, starting with a letter (got '$club')" >&2
  exit 2
fi
if [ -z "$organiser" ] || [ "$organiser" = "$4" ] || [ -z "$password" ]; then
  echo "club-server: ORGANISER must be name:password" >&2
  exit 2
fi
role="$club-organiser"

# One request as the admin; prints the answer, fails on an HTTP error
# other than the ones named in $ok (e.g. 412: the database is there).
call() {
  local method=$1 path=$2 body=${3:-} ok=${4:-}
  local out code
  out=$(mktemp)
  code=$(curl -sS -o "$out" -w '%{http_code}' -u "$admin" -X "$method" -H 'Content-Type: application/json' \
    ${body:+--data-binary "$body"} "$url$path") || { rm -f "$out"; echo "club-server: $url does not answer" >&2; exit 1; }
  if [[ $code != 2* ]] && [[ " $ok " != *" $code "* ]]; then
    echo "club-server: $method $path: HTTP $code $(cat "$out")" >&2
    rm -f "$out"
    exit 1
  fi
  cat "$out"
  rm -f "$out"
}

json() { node -e 'process.stdout.write(JSON.stringify(process.argv[1]))' "$1"; }

# The server's settings: CouchDB 3 under /_node/_local/_config,
# pouchdb-server under /_config.
if curl -sS -o /dev/null -w '%{http_code}' -u "$admin" "$url/_node/_local/_config/cors" | grep -q '^2'; then
  config=/_node/_local/_config
else
  config=/_config
fi
echo "club-server: $url (settings at $config)"

# The browser reaches the server from the app's own address (CORS), with
# the organiser's session cookie.
call PUT "$config/httpd/enable_cors" '"true"' >/dev/null
call PUT "$config/cors/origins" "$(json "$origin")" >/dev/null
call PUT "$config/cors/credentials" '"true"' >/dev/null
call PUT "$config/cors/methods" '"GET, PUT, POST, HEAD, DELETE"' >/dev/null
call PUT "$config/cors/headers" '"accept, authorization, content-type, origin, referer"' >/dev/null

# The accounts database (CouchDB 3 on one node does not make it itself).
call PUT /_users '' 412 >/dev/null

for db in "$club" "$club-inbox" "$club-public"; do
  call PUT "/$db" '' 412 >/dev/null
done

call PUT "/$club/_security" "{\"admins\":{\"names\":[],\"roles\":[]},\"members\":{\"names\":[],\"roles\":[\"$role\"]}}" >/dev/null
# Open to anyone (CouchDB 3 makes new databases admin-only).
call PUT "/$club-inbox/_security" '{"admins":{"names":[],"roles":[]},"members":{"names":[],"roles":[]}}' >/dev/null
call PUT "/$club-public/_security" '{"admins":{"names":[],"roles":[]},"members":{"names":[],"roles":[]}}' >/dev/null

# A design document, replaced where it is there (its revision read first).
design() {
  local db=$1 name=$2 fn=$3
  local rev
  rev=$(call GET "/$db/_design/$name" '' 404 | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{process.stdout.write(JSON.parse(s)._rev||"")}catch{}})')
  local body
  body=$(node -e 'const [name, fn, rev] = process.argv.slice(1); const d = {_id: "_design/" + name, validate_doc_update: fn}; if (rev) d._rev = rev; process.stdout.write(JSON.stringify(d))' "$name" "$fn" "$rev")
  call PUT "/$db/_design/$name" "$body" >/dev/null
}

# The inbox: create only, a table's result and nothing else, at most 64 KB.
design "$club-inbox" inbox "function (doc, old, user) {
  if (user.roles.indexOf('_admin') !== -1) return;
  if (old && !old._deleted) throw({forbidden: 'Een uitslag in de inbox blijft zoals hij kwam.'});
  if (doc._deleted) throw({forbidden: 'Een uitslag in de inbox blijft zoals hij kwam.'});
  if (doc.kind !== 'inbox' || typeof doc.result !== 'string') throw({forbidden: 'Alleen uitslagen van een tafel.'});
  if (doc._attachments) throw({forbidden: 'Geen bijlagen.'});
  if (JSON.stringify(doc).length > 65536) throw({forbidden: 'Een uitslag is ten hoogste 64 KB.'});
}"
# The public standings: only the club's organisers write.
design "$club-public" public "function (doc, old, user) {
  if (user.roles.indexOf('_admin') !== -1 || user.roles.indexOf('$role') !== -1) return;
  throw({unauthorized: 'Alleen de organisatoren van de club publiceren de stand.'});
}"

# The organiser's account (a second run with a new password sets it).
rev=$(call GET "/_users/org.couchdb.user:$organiser" '' 404 | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{process.stdout.write(JSON.parse(s)._rev||"")}catch{}})')
user=$(node -e 'const [name, password, role, rev] = process.argv.slice(1); const u = {_id: "org.couchdb.user:" + name, name, password, roles: [role], type: "user"}; if (rev) u._rev = rev; process.stdout.write(JSON.stringify(u))' "$organiser" "$password" "$role" "$rev")
call PUT "/_users/org.couchdb.user:$organiser" "$user" >/dev/null

echo "club-server: $club, $club-inbox and $club-public are ready; $organiser is an organiser ($role)."
echo "club-server: in the app, Competitie > Delen met de club: address $url, club $club, user $organiser."
