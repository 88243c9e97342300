#!/usr/bin/env bash
# Signs and sends POST /open/v1/balance with curl and openssl, as the API reference says.
#   PESA_BASE_URL=https://pay.example.com PESA_ACCESS_KEY=pk_test_… PESA_SECRET=sk_test_… ./curl.sh
set -euo pipefail

base_url="${PESA_BASE_URL:?set PESA_BASE_URL}"
path="/open/v1/balance"
body='{"currencyId":404}'

# Milliseconds since the epoch (GNU date; on macOS use: echo $(( $(date +%s) * 1000 ))).
timestamp="$(date +%s%3N)"
nonce="$(openssl rand -hex 16)"
body_hash="$(printf '%s' "$body" | openssl dgst -sha256 -hex | sed 's/^.*= //')"

# Five lines joined by \n, no newline at the end: method, path, timestamp, nonce, body hash.
canonical="$(printf 'POST\n%s\n%s\n%s\n%s' "$path" "$timestamp" "$nonce" "$body_hash")"
signature="$(printf '%s' "$canonical" |
  openssl dgst -sha256 -hmac "${PESA_SECRET:?set PESA_SECRET}" -hex | sed 's/^.*= //')"

# Send exactly the bytes that were hashed.
curl -sS -X POST "$base_url$path" \
  -H 'Content-Type: application/json' \
  -H 'Content-Language: en_US' \
  -H "X-Access-Key: ${PESA_ACCESS_KEY:?set PESA_ACCESS_KEY}" \
  -H "X-Timestamp: $timestamp" \
  -H "X-Nonce: $nonce" \
  -H "X-Signature: $signature" \
  --data-raw "$body"
echo
